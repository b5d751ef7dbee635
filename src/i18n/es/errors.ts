export const errors = {
  maintenance: {
    title: 'Servicio en mantenimiento',
    text: 'Nuestros técnicos están realizando tareas de actualización. El servicio volverá a estar disponible en breve.',
  },
  validation: {
    title: 'Datos no válidos',
    text: 'Verifique los datos introducidos y vuelva a intentarlo',
  },
  sessionExpired: {
    title: 'La sesión ha expirado',
    text: 'Recargue la página para adquirir una nueva sesión.',
  },
  /** Our own answer to a post bigger than the shop reads (413), shown as a page. */
  requestTooLarge: {
    title: 'Datos demasiado grandes',
    text: 'Lo que ha enviado supera el tamaño máximo que aceptamos. Vuelva atrás, revise el formulario e inténtelo de nuevo.',
  },
  /** Our own answer to a form sent from another site (403): the shop takes posts from its own pages only. */
  crossSite: {
    title: 'Envío no permitido',
    text: 'Por seguridad, solo aceptamos formularios enviados desde las páginas de esta tienda. Vuelva a la tienda, abra de nuevo la página e inténtelo otra vez.',
  },
  fileTooLarge: {
    title: 'Fichero demasiado grande',
    text: 'El fichero supera el tamaño máximo permitido. Elija uno más pequeño.',
  },
  authDenied: {
    title: 'Autentificación denegada',
  },
  timeout: {
    title: 'Servidor no disponible, inténtelo más tarde',
  },
  network: {
    title: 'No es posible acceder al servicio',
    text: '{message}. Compruebe su conexión a internet.',
    textNoMessage: 'Compruebe su conexión a internet.',
  },
  wishlistRemove: 'Algo salió mal',
} as const;
