export const errors = {
  maintenance: {
    title: 'Servicio en mantenimiento',
    text: 'Nuestros técnicos están realizando tareas de actualización. El servicio volverá a estar disponible en breve.',
  },
  validation: {
    title: 'Datos no válidos',
    text: 'Verifica los datos introducidos y vuelve a intentarlo',
  },
  sessionExpired: {
    title: 'La sesión ha expirado',
    text: 'Recarga la página para adquirir una nueva sesión.',
  },
  /** Our own answer to a post bigger than the shop reads (413), shown as a page. */
  requestTooLarge: {
    title: 'Datos demasiado grandes',
    text: 'Lo que has enviado supera el tamaño máximo que aceptamos. Vuelve atrás, revisa el formulario e inténtalo de nuevo.',
  },
  /** Our own answer to a form sent from another site (403): the shop takes posts from its own pages only. */
  crossSite: {
    title: 'Envío no permitido',
    text: 'Por seguridad, solo aceptamos formularios enviados desde las páginas de esta tienda. Vuelve a la tienda, abre de nuevo la página e inténtalo otra vez.',
  },
  fileTooLarge: {
    title: 'Fichero demasiado grande',
    text: 'El fichero supera el tamaño máximo permitido. Elige uno más pequeño.',
  },
  authDenied: {
    title: 'Autentificación denegada',
  },
  timeout: {
    title: 'Servidor no disponible, inténtalo más tarde',
  },
  network: {
    title: 'No es posible acceder al servicio',
    text: '{message}. Comprueba tu conexión a internet.',
    textNoMessage: 'Comprueba tu conexión a internet.',
  },
  wishlistRemove: 'Algo salió mal',
} as const;
