import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A worker runs file after file (vitest.config.ts: isolate: false) and keeps the libraries it loaded, but each file
// gets our own modules afresh: a module another file loaded before would otherwise ignore this file's vi.mock.
vi.resetModules();

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
