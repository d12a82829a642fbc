import { lazy, memo, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { DialogRegistration } from '../../lib/dialogs/dialog-registry';
import { loadChunk } from '../../lib/routing/chunk-load-error';
import { dialogTable } from './dialog-table';

/** True from the first time `wanted` is true: the dialog stays mounted so it can animate closed. */
function useWantedOnce(wanted: boolean): boolean {
  const [once, setOnce] = useState(wanted);
  if (wanted && !once) setOnce(true);
  return once || wanted;
}

/** One lazy component per registration, made once: a new `lazy()` per render would remount. */
function lazyDialog(registration: DialogRegistration): LazyExoticComponent<ComponentType> {
  return lazy(() => loadChunk(registration.load, registration.id).then((component) => ({ default: component })));
}

function RegisteredDialog({ registration, Dialog }: { registration: DialogRegistration; Dialog: LazyExoticComponent<ComponentType> }) {
  const mounted = useWantedOnce(registration.useWanted());
  // A boundary each: one dialog loading never hides another that is already open.
  return mounted ? (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  ) : null;
}

/** Renders the dialog table: each dialog's chunk loads the first time its flag asks for it. */
export function createSiteDialogs(table: readonly DialogRegistration[]) {
  const ids = new Set<string>();
  for (const { id } of table) {
    if (ids.has(id)) throw new Error(`Two dialogs registered as "${id}"`);
    ids.add(id);
  }
  const entries = table.map((registration) => ({ registration, Dialog: lazyDialog(registration) }));
  // Memoised: the layout re-rendering (a navigation, a new route meta) leaves open dialogs alone;
  // each re-renders from its own flags and state.
  return memo(function SiteDialogs() {
    return entries.map(({ registration, Dialog }) => (
      <RegisteredDialog key={registration.id} registration={registration} Dialog={Dialog} />
    ));
  });
}

export const SiteDialogs = createSiteDialogs(dialogTable);
