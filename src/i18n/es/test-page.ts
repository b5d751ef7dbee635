export const testPage = {
  title: 'Página de pruebas',
  text: 'Página interna para comprobar que la tienda está publicada correctamente.',
} as const;
