export const lists = {
  'top-ventas': {
    title: 'Los más vendidos',
    intro: 'Los productos que más eligen nuestros clientes.',
    description: 'Los productos más vendidos de nuestras tiendas temáticas, con envío a toda España.',
  },
  'mejores-ofertas': {
    title: 'Mejores ofertas',
    intro: 'Los mayores descuentos de todas nuestras tiendas.',
    description:
      'Las mejores ofertas y descuentos de nuestras tiendas temáticas, con precios finales con IVA.',
  },
  'mas-deseados': {
    title: 'Los más deseados',
    intro: 'Los productos que más clientes guardan en su lista de deseos.',
    description: 'Los productos más deseados por nuestros clientes en todas las tiendas temáticas.',
  },
  'mejor-valorados': {
    title: 'Mejor valorados',
    intro: 'Los productos con las mejores opiniones de nuestros clientes.',
    description: 'Los productos mejor valorados por nuestros clientes, con opiniones verificadas de compra.',
  },
} as const;
