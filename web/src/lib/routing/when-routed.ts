/**
 * Resolves once a data router has routed its first location (its first page's chunk loaded, or
 * failed into the route's error element).
 *
 * The app renders only then: `RouterProvider` reads the router's state when it renders and hears
 * of changes only from its layout effect on. The first render is a transition that yields between
 * slices, so a first page that finished loading between the two was never heard of, and the boot
 * shell stayed on screen for good (the e2e suite caught it once the start-up's later work moved).
 */
export interface RoutableRouter {
  readonly state: { readonly initialized: boolean };
  subscribe(listener: (state: { readonly initialized: boolean }) => void): () => void;
}

export function whenRouted(router: RoutableRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
