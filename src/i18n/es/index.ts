// The areas of the `es` catalogue, one module each (see ../es.ts). A new area gets its module and a line here.
export { common } from './common';
export { header } from './header';
export { search } from './search';
export { filters } from './filters';
export { product } from './product';
export { home } from './home';
export { category } from './category';
export { lists } from './lists';
export { landing } from './landing';
export { brand } from './brand';
export { testPage } from './test-page';
export { breadcrumbs } from './breadcrumbs';
export { cart } from './cart';
export { wishlist } from './wishlist';
export { quickBuy } from './quick-buy';
export { cookies } from './cookies';
export { footer } from './footer';
export { legal } from './legal';
export { notFound } from './not-found';
export { errorPage } from './error-page';
export { maintenance } from './maintenance';
export { errors } from './errors';
export { toasts } from './toasts';
export { loadingBar } from './loading-bar';
// Accounts, checkout and payment keep their areas in one module.
export * from '../es-account';
