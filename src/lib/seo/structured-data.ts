import type { Product } from '@shop/contract/catalogue';
import { CURRENCY } from '../constants';
import { effectivePrice } from '../catalogue/pricing';

/** schema.org JSON-LD for search engines (Product, BreadcrumbList, Organization). */
export type JsonLd = Record<string, unknown>;

/**
 * A BreadcrumbList from a trail of absolute URLs, home first: a URL already listed is left out, so
 * positions run 1, 2, 3… and no page appears twice.
 */
export function breadcrumbListLd(crumbs: readonly { name: string; url: string }[]): JsonLd {
  const unique = crumbs.filter(
    (crumb, index) => crumbs.findIndex((other) => other.url === crumb.url) === index,
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: unique.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** A Product with its Offer (final price in EUR, availability from stock) and AggregateRating. */
export function productLd(product: Product, pageUrl: string, imageUrl: string): JsonLd {
  const { price } = effectivePrice(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description: product.description,
    image: imageUrl,
    url: pageUrl,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: CURRENCY,
      price: price.toFixed(2),
      availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The Organization behind the shop (home page). */
export function organizationLd(name: string, siteUrl: string, email: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: siteUrl,
    logo: new URL('/favicon.svg', siteUrl).href,
    contactPoint: {
      '@type': 'ContactPoint',
      email,
      contactType: 'customer service',
      availableLanguage: 'es',
    },
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so no text can close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
