/** The search's ranking rules (search/rank.ts, issue 15), pinned on the default seed. */
import { describe, expect, it } from 'vitest';
import type { Facet, Product, SearchResponse } from '@shop/contract/catalogue';
import { withSandbox } from '../../testing/helpers.ts';

const sandbox = withSandbox();

async function search(query: string, perPage = 100): Promise<SearchResponse> {
  const response = await sandbox.post('/api/v2/search/', { query, per_page: perPage });
  expect(response.status).toBe(200);
  return (await response.json()) as SearchResponse;
}

const leaf = (product: Product) => product.categories.at(-1)!.name;
/** Positions in the results of the products passing a test. */
const ranksOf = (products: Product[], test: (product: Product) => boolean) =>
  products.flatMap((product, rank) => (test(product) ? [rank] : []));

function inFacet(facets: Facet[], field: string) {
  const facet = facets.find((candidate) => candidate.field === field);
  if (facet?.type !== 'in') throw new Error(`no 'in' facet ${field}`);
  return facet.values;
}

describe('search ranking', () => {
  it("'jamón' and 'jamon' rank the hams first, before any 'Jamonero' or 'Cuchillo jamonero'", async () => {
    for (const query of ['jamón', 'jamon', 'JAMÓN']) {
      const { data } = await search(query);
      expect(data.slice(0, 5).map(leaf), query).toEqual(Array(5).fill('Jamón ibérico'));
      const hams = ranksOf(data, (product) => product.name.startsWith('Jamón '));
      const tools = ranksOf(data, (product) => /jamonero/i.test(product.name));
      expect(hams.length).toBeGreaterThan(0);
      expect(tools.length, query).toBeGreaterThan(0);
      expect(Math.max(...hams), query).toBeLessThan(Math.min(...tools));
    }
  });

  it("'sartenes' ranks every pan before the woks and cazos of the same category", async () => {
    const { data } = await search('sartenes');
    const pans = ranksOf(data, (product) => leaf(product) === 'Sartenes');
    const others = ranksOf(data, (product) => ['Woks', 'Cazos'].includes(leaf(product)));
    expect(pans).toHaveLength(40);
    expect(others.length).toBeGreaterThan(0);
    expect(Math.max(...pans)).toBeLessThan(Math.min(...others));
  });

  it("'taza' finds the kitchen shop's tableware", async () => {
    for (const query of ['taza', 'tazas']) {
      const { data } = await search(query, 5);
      expect(data, query).toHaveLength(5);
      expect(data.map(leaf), query).toEqual(Array(5).fill('Vajillas'));
    }
  });

  it('finds nothing for what the catalogue does not sell, not the coffee cups or toast-brown beers', async () => {
    for (const query of ['cafetera', 'tostadora', 'bicicleta', 'cafetera italiana']) {
      const { data, meta } = await search(query, 5);
      expect(data, query).toEqual([]);
      expect(meta.total, query).toBe(0);
    }
  });

  it("reads typos of 'jamón' as jamón, not as the brand Jamoval, and says so", async () => {
    for (const query of ['jamno', 'jamom', 'jamóm']) {
      const answer = await search(query, 5);
      expect(answer.corrected_query, query).toBe('jamón');
      expect(answer.data.map(leaf), query).toEqual(Array(5).fill('Jamón ibérico'));
    }
  });

  it('finds the catalogue product by its everyday name or by the need', async () => {
    const cases: [string, string][] = [
      ['comida para perro', 'Pienso para perros'],
      ['algo para cortar jamón', 'Cuchillos jamoneros y chairas'],
      ['abrir vino', 'Sacacorchos y abrebotellas'],
      ['champán', 'Cavas y espumosos'],
      ['powerbank', 'Cargadores y baterías externas'],
      ['olla express', 'Ollas a presión'],
      ['carcasa móvil', 'Fundas'],
      ['pecera', 'Acuarios'],
      ['barbacoa', 'Barbacoas y carbón'],
    ];
    for (const [query, category] of cases) {
      const { data } = await search(query, 5);
      expect(data.map(leaf), query).toEqual(Array(5).fill(category));
    }
  });

  it('puts the product named exactly as the query first', async () => {
    const { data } = await search('Taladro percutor Ebro Work 550 W', 5);
    expect(data[0]!.name).toBe('Taladro percutor Ebro Work 550 W');
    expect(data.length).toBeGreaterThan(1);
  });

  it('ranks the earlier first match in the name first: collars before harnesses for dogs', async () => {
    // Both name the brand Campo y Collar; the collars begin with 'Collar', the harnesses say 'perro' later.
    const { data } = await search('collar perro');
    const collars = ranksOf(data, (product) => product.name.startsWith('Collar '));
    const harnesses = ranksOf(data, (product) => product.name.startsWith('Arnés '));
    expect(collars.length).toBeGreaterThan(0);
    expect(harnesses.length).toBeGreaterThan(0);
    expect(Math.max(...collars)).toBeLessThan(Math.min(...harnesses));
  });

  it('ranks words next to each other before the same words apart', async () => {
    const { data } = await search('cuchillo jamonero');
    const together = ranksOf(data, (product) => /cuchillo jamonero/i.test(product.name));
    const apart = ranksOf(data, (product) => /^Jamonero .*cuchillo/i.test(product.name));
    expect(together.length).toBeGreaterThan(0);
    expect(apart.length).toBeGreaterThan(0);
    expect(Math.max(...together)).toBeLessThan(Math.min(...apart));
  });

  it('forgives typos by word length and says what it searched for instead', async () => {
    const typo = await search('saretn', 5);
    expect(typo.data.map(leaf)).toEqual(Array(5).fill('Sartenes'));
    expect(typo.corrected_query).toBe('sartén');
    expect((await search('cuchilo jamonero', 5)).corrected_query).toBe('cuchillo jamonero');
    // Correct words are never corrected; a three-letter word has no typo allowance.
    expect((await search('sartén', 5)).corrected_query).toBeUndefined();
    expect((await search('sartenes', 5)).corrected_query).toBeUndefined();
    expect((await search('xzq', 5)).meta.total).toBe(0);
  });

  it('keeps only the fewest typos: a correctly spelled word does not bring its look-alikes', async () => {
    // 'tapa' (the lids of pots and pans) is one typo from 'taza'.
    const { data, meta } = await search('taza');
    expect(meta.total).toBe(data.length);
    expect(data.length).toBeGreaterThan(5);
    expect(data.every((product) => /\btazas?\b/i.test(product.name))).toBe(true);
  });

  it('finds synonyms, after the words typed', async () => {
    const tupper = await search('tupper', 5);
    expect(tupper.data.map(leaf)).toEqual(Array(5).fill('Táperes y fiambreras'));
    const phone = await search('soporte teléfono', 5);
    expect(phone.data.map(leaf)).toEqual(Array(5).fill('Soportes y palos selfi'));
    // The cases never say 'móvil': their category, Telefonía, is a synonym.
    const cases = await search('funda móvil', 5);
    expect(cases.data.map(leaf)).toEqual(Array(5).fill('Fundas'));
  });

  it("finds nothing of a word no product of the shop has: 'pienso' in the kitchen", async () => {
    const response = await sandbox.post('/api/v2/search/', { query: 'pienso', categories: [[10047]] });
    expect(((await response.json()) as SearchResponse).meta.total).toBe(0);
  });

  it('gives the suggestions 5 products, the brands and categories with counts, and the total', async () => {
    const { data, meta, facets } = await search('sartén', 5);
    expect(data).toHaveLength(5);
    expect(meta.total).toBeGreaterThan(5);
    const brands = inFacet(facets, 'brand.name');
    expect(brands.length).toBeGreaterThan(1);
    expect(brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(meta.total);
    const categories = inFacet(facets, 'categories.name').map((value) => value.value);
    expect(categories).toContain('Sartenes');
  });
});
