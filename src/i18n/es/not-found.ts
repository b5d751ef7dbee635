export const notFound = {
  title: 'Página no encontrada',
  text: 'La dirección que has abierto no corresponde a ninguna página de la tienda.',
  productUnavailable: 'Producto no disponible',
  productUnavailableText: 'El producto que buscas ya no está disponible.',
  related: 'Quizá te interesen estos productos',
  categories: 'Explora nuestras categorías',
  backHome: 'Volver al inicio',
  goToCatalogue: 'Ver el catálogo',
} as const;
