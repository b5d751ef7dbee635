import { vi } from 'vitest';

// The stores' API client comes from the public settings (astro:env, which only Astro's build
// resolves): an island under test gets this stand-in, and its calls answer from the test's own
// mocks of src/api. Imported before the modules it stands in for.
vi.mock('../../../src/stores/public-api', () => ({ browserApi: { silent: {} } }));
