import type { Category } from '@shop/contract/catalogue';
import { es } from '../../i18n/es';

/** A themed shop: which category roots it, and how its header looks. */
export interface Shop {
  key: ShopKey;
  /** Root category of the shop; null for the marketplace home. */
  categoryId: number | null;
  /** The shop's front page: its root category page (the slug must match the API's). */
  href: string;
  name: string;
  /** Short tagline under the logo. */
  tagline: string;
  /** Header accent colour, dark enough for white text (WCAG AA). */
  accent: string;
  /** Emoji-free glyph for the logo mark: one or two letters. */
  mark: string;
}

export type ShopKey = 'home' | 'kitchen' | 'drinks' | 'electro' | 'ham' | 'pets' | 'diy';

/** The shops with their own header (spec §2 Layouts). Everything else uses the home header. */
export const SHOPS: readonly Shop[] = [
  {
    key: 'home',
    categoryId: null,
    href: '/',
    name: 'Mercado Temático',
    tagline: 'Tiendas temáticas',
    accent: '#9a3412',
    mark: 'MT',
  },
  {
    key: 'kitchen',
    categoryId: 10047,
    href: '/c-cocina-10047',
    name: 'Cocina y menaje',
    tagline: 'Todo para tu cocina y tu mesa',
    accent: '#b91c1c',
    mark: 'CM',
  },
  {
    key: 'drinks',
    categoryId: 10000,
    href: '/c-bebidas-10000',
    name: 'Bebidas',
    tagline: 'Vinos, licores y accesorios',
    accent: '#7e22ce',
    mark: 'B',
  },
  {
    key: 'electro',
    categoryId: 10011,
    href: '/c-electronica-10011',
    name: 'Electro Gadgets',
    tagline: 'Tecnología para cada día',
    accent: '#1d4ed8',
    mark: 'EG',
  },
  {
    key: 'ham',
    categoryId: 10190,
    href: '/c-jamoval-10190',
    name: 'Jamoval',
    tagline: 'Jamón y embutidos',
    accent: '#7c2d12',
    mark: 'J',
  },
  {
    key: 'pets',
    categoryId: 10153,
    href: '/c-mascotas-10153',
    name: 'Mascotas',
    tagline: 'Para perros, gatos y más',
    accent: '#047857',
    mark: 'M',
  },
  {
    key: 'diy',
    categoryId: 10154,
    href: '/c-bricolaje-10154',
    name: 'Bricolaje',
    tagline: 'Herramientas y ferretería',
    accent: '#a16207',
    mark: 'Br',
  },
];

const HOME = SHOPS[0]!;

/** The shop a category belongs to, found through its ancestry (`path` lists ancestor ids). */
export function shopForCategoryPath(path: string): Shop {
  const ids = path.split('/').map(Number);
  return SHOPS.find((shop) => shop.categoryId !== null && ids.includes(shop.categoryId)) ?? HOME;
}

/** The shop of a product, from the ids of the categories it is filed under. */
export function shopForCategoryIds(ids: readonly number[]): Shop {
  return SHOPS.find((shop) => shop.categoryId !== null && ids.includes(shop.categoryId)) ?? HOME;
}

/** The shop a category page is shown in. */
export function shopForCategory(category: Pick<Category, 'id' | 'path'>): Shop {
  return shopForCategoryPath(`${category.path}/${category.id}`);
}

export { HOME as HOME_SHOP };

/** The gift-card category page, target of the header's gift button (spec §2 Header). */
export const GIFT_CARDS_HREF = '/c-tarjetas-regalo-10197';

/** The partner brand's shop page (spec §2 /asayaor). */
export const PARTNER_SHOP_HREF = '/asayaor';

/** The boutiques of the side menu (spec §2): the partner brand's shop and the pets landing. */
export const BOUTIQUES = [
  { key: 'asayaor', href: PARTNER_SHOP_HREF },
  { key: 'pets', href: '/mascotas' },
] as const;

/** A shop of the marketplace as lists of shops name it: the footer's, the home's. */
export interface ShopLink {
  key: string;
  name: string;
  href: string;
}

/**
 * Every shop of the marketplace (spec's opening line), in one list for the footer and the home:
 * the themed shops, the partner brand's shop and gift cards. Names come from SHOPS, so a shop is
 * called the same in its header, the menus, the footer and the home.
 */
export const SHOP_DIRECTORY: readonly ShopLink[] = [
  ...SHOPS.filter((shop) => shop.key !== 'home').map(({ key, name, href }) => ({ key, name, href })),
  { key: 'asayaor', name: es.header.boutiqueNames.asayaor, href: PARTNER_SHOP_HREF },
  { key: 'gift-cards', name: es.header.giftCards, href: GIFT_CARDS_HREF },
];
