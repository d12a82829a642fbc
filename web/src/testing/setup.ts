import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { preloadLocales } from '../lib/i18n/i18n';
import { allLocales } from './locales';

// jsdom has no matchMedia; Mantine and the big-screen flag read it.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}

// Mantine's ScrollArea and some overlays observe sizes.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// A page behind a lazy route imports (and Vite transforms) its modules on first use, which takes
// seconds on a busy CI machine: `findBy…` and `waitFor` wait up to 5 s instead of 1 s. A test that
// fails still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
});

// The app loads a language's strings with the chunks that show them; a unit test has them all.
preloadLocales(allLocales());
