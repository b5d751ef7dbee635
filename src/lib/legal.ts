import { es } from '../i18n/es';

/** The legal pages of spec §2, in footer order. */
export const LEGAL_PAGES = [
  { slug: 'aviso-legal', href: '/links/aviso-legal', title: es.legal.titles.avisoLegal },
  { slug: 'politica-privacidad', href: '/links/politica-privacidad', title: es.legal.titles.privacidad },
  { slug: 'cookies', href: '/links/cookies', title: es.legal.titles.cookies },
  { slug: 'terminos-condiciones', href: '/links/terminos-condiciones', title: es.legal.titles.terminos },
  { slug: 'sobre-nosotros', href: '/links/sobre-nosotros', title: es.legal.titles.sobreNosotros },
] as const;
