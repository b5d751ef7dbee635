import { vi } from 'vitest';

// The store's API client is built from astro:env (only Astro's build resolves it); the calls answer
// from wishlist-api.ts. Imported before the islands, so that they meet these stand-ins.
vi.mock('../../../../../../src/stores/public-api', () => ({ browserApi: { silent: {} } }));
vi.mock('../../../../../../src/stores/consent', () => ({ track: () => {} }));
vi.mock('../../../../../../src/api/wishlist', async () => (await import('./wishlist-api')).wishlistApiMock());
