export const loadingBar = {
  label: 'Cargando',
} as const;
