export const common = {
  accept: 'Aceptar',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  back: 'Volver',
  save: 'Guardar',
  loading: 'Cargando…',
  home: 'Inicio',
  free: 'Gratis',
  somethingWrong: 'Algo salió mal',
} as const;
