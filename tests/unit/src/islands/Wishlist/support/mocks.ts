import { vi } from 'vitest';
import '../../../../support/browser-api-stand-in';

// The wishlist calls answer from wishlist-api.ts. Imported before the islands, so that they meet
// these stand-ins.
vi.mock('../../../../../../src/stores/consent', () => ({ track: () => {} }));
vi.mock('../../../../../../src/api/wishlist', async () => (await import('./wishlist-api')).wishlistApiMock());
