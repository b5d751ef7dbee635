export const category = {
  description:
    '{name}: {count} {count:producto|productos} con envío a toda España y pago seguro con tarjeta.',
  count: '{count} {count:producto|productos}',
  subcategories: 'Subcategorías',
  products: 'Productos de {name}',
  pageTitle: '{name} (página {page})',
  empty: 'Todavía no hay productos en esta categoría.',
  /** A product card's delivery promise (lib/catalogue/delivery.ts), written by the browser on the day. */
  arrivesTomorrow: 'Llega mañana',
  /** Within the week: the weekday ('Llega el jueves'); further: the date ('Llega el lunes, 7 de diciembre'). */
  arrivesOn: 'Llega el {day}',
} as const;
