import { configure } from '@testing-library/react';
import '../../../../support/browser-api-stand-in';

// The calls load with dynamic imports: on a busy machine they take more than the default second.
configure({ asyncUtilTimeout: 5000 });
