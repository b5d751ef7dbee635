export const cookies = {
  title: 'Usamos cookies',
  /** The banner's first layer, short (issue 27): its buttons say the choices. */
  text: 'Usamos cookies propias y de terceros para analizar el uso de la tienda y mostrarte publicidad según tus preferencias.',
  /** 'Aceptar' (issue 27, AEPD's first layer): it accepts every optional category, as spec §2's accept all. */
  acceptAll: 'Aceptar',
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
