import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/*
 * The web tests share one jsdom window per worker (`isolate: false` in vite.config.ts):
 * creating a window and loading every module afresh for each file cost more than the
 * tests themselves, and the first test of a file paid jsdom's lazy set-up inside its time
 * limit. This file runs before each test file, so that each starts as a fresh page does.
 */

// Its own modules: module state (the sign-in, the API client's hooks, caches) is per page.
vi.resetModules();

// An empty page: no storage, no document left from the file before, no stubbed globals or spies.
vi.unstubAllGlobals();
vi.restoreAllMocks();
vi.useRealTimers();
localStorage.clear();
sessionStorage.clear();
document.head.innerHTML = '';
document.body.innerHTML = '';
document.title = '';
window.history.replaceState(null, '', '/');

// jsdom builds its style machinery on the first computed style (every `*ByRole` query and
// accessible-name check needs one): once per window, here, not inside a test's time limit.
getComputedStyle(document.body);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
