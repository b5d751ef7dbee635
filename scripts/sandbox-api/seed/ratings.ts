import { createRng } from './prng.ts';

export interface RatingSeed {
  id: number;
  product_id: number;
  title: string;
  comment: string;
  rating: number;
  author: string;
  created_at: string;
}

const AUTHORS = [
  'Lucía',
  'Javier',
  'Carmen',
  'Antonio',
  'María',
  'Pablo',
  'Elena',
  'Sergio',
  'Marta',
  'Alberto',
  'Nuria',
  'Raúl',
  'Paula',
  'Diego',
  'Rocío',
  'Andrés',
  'Irene',
  'Jorge',
  'Beatriz',
  'Manuel',
];
/** Title and comment pairs by stars (index 0 = one star), so the text agrees with the rating. */
const TEXTS: [string, string][][] = [
  [
    ['Muy decepcionado', 'Llegó roto y la devolución fue lenta. No lo recomiendo.'],
    ['No cumple', 'La calidad no se corresponde con las fotos.'],
  ],
  [
    ['Mejorable', 'Hace su función, pero esperaba más por el precio.'],
    ['Regular', 'El envío tardó más de lo indicado.'],
  ],
  [
    ['Correcto', 'Cumple sin más; para el precio está bien.'],
    ['Aceptable', 'Buen producto, aunque el embalaje era mejorable.'],
  ],
  [
    ['Muy buena compra', 'Buena calidad y llegó en dos días. Repetiré.'],
    ['Recomendable', 'Tal y como se describe; contento con la compra.'],
  ],
  [
    ['¡Excelente!', 'Calidad estupenda y envío rapidísimo. Un acierto.'],
    ['Perfecto', 'Justo lo que buscaba; la atención al cliente, de diez.'],
  ],
];
const NEWEST = Date.UTC(2026, 5, 1);

/** `count` ratings on products 1..`products`, newest with the lowest id, from a fixed seed. */
export function buildRatings(count: number, products: number): RatingSeed[] {
  const rng = createRng(20260601);
  return Array.from({ length: count }, (_, index) => {
    const stars = rng.chance(0.75) ? rng.int(4, 5) : rng.int(1, 3);
    const [title, comment] = rng.pick(TEXTS[stars - 1]!);
    return {
      id: index + 1,
      product_id: rng.int(1, products),
      title,
      comment,
      rating: stars,
      author: rng.pick(AUTHORS),
      created_at: new Date(NEWEST - index * 3_600_000 * 17 - rng.int(0, 3_600_000)).toISOString(),
    };
  });
}
