export const toasts = {
  region: 'Notificaciones',
  close: 'Cerrar notificación',
} as const;
