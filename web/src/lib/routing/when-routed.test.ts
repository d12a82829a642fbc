import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { whenRouted } from './when-routed';

describe('whenRouted', () => {
  it('waits for the first page to load, then lets go of the router', async () => {
    let loadPage: (value: { Component: () => null }) => void = () => undefined;
    const router = createMemoryRouter([{ path: '/', lazy: () => new Promise((resolve) => (loadPage = resolve)) }]);
    const routed = vi.fn();
    // Each subscription's unsubscribe, watched.
    const unsubscribes: Array<ReturnType<typeof vi.fn>> = [];
    const subscribe = router.subscribe.bind(router);
    vi.spyOn(router, 'subscribe').mockImplementation((listener) => {
      const unsubscribe = vi.fn(subscribe(listener));
      unsubscribes.push(unsubscribe);
      return unsubscribe;
    });
    void whenRouted(router).then(routed);
    await Promise.resolve();
    expect(router.state.initialized).toBe(false);
    expect(routed).not.toHaveBeenCalled();

    loadPage({ Component: () => null });
    await vi.waitFor(() => expect(routed).toHaveBeenCalledOnce());
    expect(unsubscribes).toHaveLength(1);
    expect(unsubscribes[0]).toHaveBeenCalledOnce();
  });

  it('resolves at once for a router that has routed already', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }]);
    expect(router.state.initialized).toBe(true);
    await expect(whenRouted(router)).resolves.toBeUndefined();
  });

  it('resolves when the first page fails to load too (its error element shows)', async () => {
    const router = createMemoryRouter([{ path: '/', lazy: () => Promise.reject(new Error('chunk gone')), ErrorBoundary: () => null }]);
    await whenRouted(router);
    expect(router.state.errors).not.toBeNull();
  });
});
