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
  /** Alt text of the share image of pages without one of their own (og:image:alt). */
  shareImageAlt: 'Logotipo de {shop}',
} as const;
