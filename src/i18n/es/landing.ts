export const landing = {
  bestRated: 'Los mejor valorados',
  seeAll: 'Ver todo {name}',
  pets: {
    title: 'Todo para tus mascotas',
    intro: 'Comederos, camas, juguetes y alimentación para perros, gatos, peces y pájaros.',
    description:
      'Tienda de mascotas: comederos, camas, rascadores, acuarios y alimentación, con envío a toda España.',
  },
  partner: {
    title: 'Asayaor',
    intro: 'La tienda de nuestra marca asociada: barbacoas portátiles y protección para tus mascotas.',
    description: 'Tienda Asayaor: barbacoas portátiles, accesorios y catblocks, con envío a toda España.',
  },
} as const;
