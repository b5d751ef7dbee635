/**
 * The analytics settings of the build (astro:env), in a module of their own: a test of the
 * consent store or the cookie banner mocks this file, as only Astro's build resolves astro:env.
 */
export { ANALYTICS_ID, ANALYTICS_SCRIPT_URL } from 'astro:env/client';
