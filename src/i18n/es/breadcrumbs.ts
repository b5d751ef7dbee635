export const breadcrumbs = {
  label: 'Ruta de navegación',
  home: 'Inicio',
} as const;
