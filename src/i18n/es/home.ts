export const home = {
  heading: 'Nuestras tiendas temáticas',
  allShops: 'Todas nuestras tiendas',
  seeAllOffers: 'Ver todas las ofertas',
  description:
    'Cocina y menaje, bebidas, bricolaje, mascotas, electrónica y jamón: tiendas temáticas con envío a toda España y pago seguro.',
} as const;
