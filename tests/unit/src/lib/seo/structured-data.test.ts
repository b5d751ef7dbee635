import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contract/catalogue';
import { breadcrumbListLd, productLd, serializeJsonLd } from '../../../../../src/lib/seo/structured-data';

const product: Product = {
  id: 7,
  name: 'Sartén antiadherente 28 cm',
  sku: 'COC-0007',
  url_path: 'sarten-antiadherente-28-cm-7',
  url: 'http://localhost:4321/sarten-antiadherente-28-cm-7',
  description: 'Sartén de aluminio.',
  image: { url: 'http://localhost:4322/images/products/7.webp' },
  attribute_set: { id: 1 },
  brand: { id: 3, name: 'Cocinex', slug: 'cocinex' },
  categories: [],
  price: 30,
  offers: [{ price: 24.5, discountPercent: 18 }],
  quantity: 0,
  weight: 1.2,
  rating: { average: 4.5, count: 12 },
  source_channel: 'web',
  adult: false,
};

describe('structured data', () => {
  it('gives a Product its best offer price in EUR and availability from stock', () => {
    const ld = productLd(product, product.url, product.image.url) as { offers: Record<string, string> };
    expect(ld.offers).toMatchObject({
      priceCurrency: 'EUR',
      price: '24.50',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('adds an AggregateRating only when the product has ratings', () => {
    expect(productLd(product, product.url, product.image.url)).toHaveProperty(
      'aggregateRating.reviewCount',
      12,
    );
    const unrated = { ...product, rating: { average: 0, count: 0 } };
    expect(productLd(unrated, product.url, product.image.url)).not.toHaveProperty('aggregateRating');
  });

  it('numbers breadcrumb positions from 1', () => {
    const ld = breadcrumbListLd([
      { name: 'Inicio', url: 'http://x/' },
      { name: 'Cocina', url: 'http://x/c-cocina-10047' },
    ]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'http://x/' },
      { '@type': 'ListItem', position: 2, name: 'Cocina', item: 'http://x/c-cocina-10047' },
    ]);
  });

  it('serialises so that no text can close the script tag', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
