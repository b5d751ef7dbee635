import { configure } from '@testing-library/react';
import { SETTLE_TIMEOUT_MS } from './eventually';

// Testing Library's `waitFor` and `findBy…` wait one second by default, like `vi.waitFor`: too
// short on a loaded CI machine. A DOM test imports this module for its side effect.
configure({ asyncUtilTimeout: SETTLE_TIMEOUT_MS });
