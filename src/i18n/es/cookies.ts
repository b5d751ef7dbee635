export const cookies = {
  title: 'Usamos cookies',
  text: 'Usamos cookies propias y de terceros para analizar el uso de la tienda y mostrarte publicidad relacionada con tus preferencias. Puedes aceptarlas todas, rechazarlas o configurarlas.',
  acceptAll: 'Aceptar todo',
  rejectAll: 'Rechazar',
  configure: 'Configurar',
  save: 'Guardar',
  back: 'Volver',
  necessary: 'Necesarias',
  necessaryText: 'Imprescindibles para que la tienda funcione. Siempre activas.',
  analytics: 'Analíticas',
  analyticsText: 'Nos ayudan a entender cómo se usa la tienda.',
  marketing: 'Marketing',
  marketingText: 'Permiten mostrarte publicidad relevante.',
  footerLink: 'Configurar cookies',
  policyLink: 'Política de cookies',
  badForm: 'No hemos entendido tu elección. Elige de nuevo, por favor.',
  settingsDescription:
    'Elige qué cookies opcionales aceptas: analíticas y de marketing. Las necesarias están siempre activas.',
  settingsIntro:
    'Elige qué cookies aceptas. Puedes cambiar tu elección cuando quieras desde el enlace «Configurar cookies» del pie de página.',
} as const;
