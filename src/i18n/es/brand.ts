export const brand = {
  title: 'Productos {name}',
  description:
    'Todos los productos de la marca {name}: {count} {count:artículo|artículos} con envío a toda España.',
} as const;
