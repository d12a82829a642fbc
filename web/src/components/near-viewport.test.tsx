import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppSettings } from '../stores/app-settings';
import { render } from '../testing/render';
import { lazyPart } from './lazy-part';
import { NearViewport } from './near-viewport';

/** An IntersectionObserver the test drives: `enter()` says the observed element came near. */
class FakeObserver {
  static last: FakeObserver | undefined;
  static margin: string | undefined;
  readonly callback: IntersectionObserverCallback;
  observed: Element[] = [];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    FakeObserver.margin = options?.rootMargin;
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('NearViewport', () => {
  beforeEach(() => {
    FakeObserver.last = undefined;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the room of a part below the fold, mounts it when it comes within a screen, and keeps it', () => {
    useAppSettings.getState().setBigScreen(false);
    const { container } = render(
      <NearViewport reserve={{ base: 480, big: 370 }}>
        <p>the part</p>
      </NearViewport>,
    );
    expect(screen.queryByText('the part')).toBeNull();
    const placeholder = container.querySelector<HTMLElement>('[data-near-viewport]')!;
    expect(placeholder.style.minHeight).toBe('480px');
    act(() => useAppSettings.getState().setBigScreen(true));
    expect(placeholder.style.minHeight).toBe('370px');
    expect(FakeObserver.margin).toBe('100% 0px');

    act(() => FakeObserver.last!.enter());
    expect(screen.getByText('the part')).toBeTruthy();
    expect(container.querySelector('[data-near-viewport]')).toBeNull();
    // Observed no longer: scrolling away leaves it mounted.
    expect(FakeObserver.last!.observed).toEqual([]);
  });

  it('mounts at once where the browser cannot tell (no IntersectionObserver)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <NearViewport reserve={200}>
        <p>the part</p>
      </NearViewport>,
    );
    expect(screen.getByText('the part')).toBeTruthy();
  });

  it("fetches a part's chunk only once near, keeping its room while it loads", async () => {
    let loads = 0;
    const part = lazyPart(
      async () => {
        loads += 1;
        return { Footer: () => <p>the footer</p> };
      },
      'footer',
      (module) => module.Footer,
    );
    const { container } = render(<NearViewport reserve={300} part={part} />);
    expect(loads).toBe(0);
    act(() => FakeObserver.last!.enter());
    expect(container.querySelector('[data-near-viewport]')).not.toBeNull();
    expect(await screen.findByText('the footer')).toBeTruthy();
    expect(loads).toBe(1);
  });
});
