export const category = {
  description:
    '{name}: {count} {count:producto|productos} con envío a toda España y pago seguro con tarjeta.',
  count: '{count} {count:producto|productos}',
  subcategories: 'Subcategorías',
  products: 'Productos de {name}',
  pageTitle: '{name} (página {page})',
  empty: 'Todavía no hay productos en esta categoría.',
} as const;
