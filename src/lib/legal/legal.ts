import { es } from '../../i18n/es';

/** The legal pages of spec §2, in footer order; `key` names their text in the catalogue. */
export const LEGAL_PAGES = [
  { key: 'avisoLegal', slug: 'aviso-legal', href: '/links/aviso-legal', title: es.legal.titles.avisoLegal },
  {
    key: 'privacidad',
    slug: 'politica-privacidad',
    href: '/links/politica-privacidad',
    title: es.legal.titles.privacidad,
  },
  { key: 'cookies', slug: 'cookies', href: '/links/cookies', title: es.legal.titles.cookies },
  {
    key: 'terminos',
    slug: 'terminos-condiciones',
    href: '/links/terminos-condiciones',
    title: es.legal.titles.terminos,
  },
  {
    key: 'sobreNosotros',
    slug: 'sobre-nosotros',
    href: '/links/sobre-nosotros',
    title: es.legal.titles.sobreNosotros,
  },
] as const;
