import { lazy, memo, Suspense, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { DialogRegistration } from '../../lib/dialogs/dialog-registry';
import { loadChunk } from '../../lib/routing/chunk-load-error';
import { useFeatureTable } from '../feature-table';
import { dialogTableOf } from './dialog-table';

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

/** Two dialogs with one id would share a key and a flag: refused. */
function checkIds(table: readonly DialogRegistration[]): readonly DialogRegistration[] {
  const ids = new Set<string>();
  for (const { id } of table) {
    if (ids.has(id)) throw new Error(`Two dialogs registered as "${id}"`);
    ids.add(id);
  }
  return table;
}

/**
 * Renders the dialog table (`useTable` reads it; it may grow): each dialog's chunk loads the first
 * time its flag asks for it. A dialog keeps its component and its key when the table grows, so one
 * already open stays as it is.
 */
export function createSiteDialogs(useTable: () => readonly DialogRegistration[]) {
  const components = new Map<DialogRegistration, LazyExoticComponent<ComponentType>>();
  const dialogOf = (registration: DialogRegistration) => {
    let Dialog = components.get(registration);
    if (!Dialog) components.set(registration, (Dialog = lazyDialog(registration)));
    return Dialog;
  };
  // Memoised: the layout re-rendering (a navigation, a new route meta) leaves open dialogs alone;
  // each re-renders from its own flags and state.
  return memo(function SiteDialogs() {
    const table = useTable();
    return checkIds(table).map((registration) => <RegisteredDialog key={registration.id} registration={registration} Dialog={dialogOf(registration)} />);
  });
}

/** The site's dialogs: the shell's, and the features' once their table has loaded. */
export const SiteDialogs = createSiteDialogs(function useSiteDialogTable() {
  const features = useFeatureTable((state) => state.features);
  return useMemo(() => dialogTableOf(features ?? []), [features]);
});
