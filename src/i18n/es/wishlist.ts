export const wishlist = {
  title: 'Lista de deseos',
  description: 'Los productos que has guardado para más tarde.',
  empty: 'Aún no has guardado ningún producto. Pulsa el corazón de un producto para guardarlo aquí.',
  count: '{count} {count:producto guardado|productos guardados}',
  badForm: 'Solicitud no válida: el producto no es correcto.',
} as const;
