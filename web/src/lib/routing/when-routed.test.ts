import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { whenRouted } from './when-routed';

describe('whenRouted', () => {
  it('waits for the first page to load, then lets go of the router', async () => {
    let loadPage: (value: { Component: () => null }) => void = () => undefined;
    const router = createMemoryRouter([{ path: '/', lazy: () => new Promise((resolve) => (loadPage = resolve)) }]);
    const routed = vi.fn();
    const subscribe = vi.spyOn(router, 'subscribe');
    void whenRouted(router).then(routed);
    await Promise.resolve();
    expect(router.state.initialized).toBe(false);
    expect(routed).not.toHaveBeenCalled();

    loadPage({ Component: () => null });
    await vi.waitFor(() => expect(routed).toHaveBeenCalledOnce());
    expect(subscribe).toHaveBeenCalledOnce();
    const unsubscribed = subscribe.mock.results[0]?.value as () => void;
    expect(unsubscribed).toBeTypeOf('function');
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
