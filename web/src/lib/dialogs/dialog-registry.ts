/**
 * How a feature hands the layout a dialog (or drawer, or widget) that shows over any page: an
 * id, the module to load, and a hook that says when it is wanted. The layout (app/dialogs)
 * renders every registration; a feature never touches the layout to add one.
 */
import type { ComponentType } from 'react';

export interface DialogRegistration {
  /** Unique in the table; also names the chunk in a ChunkLoadError. */
  id: string;
  /**
   * The dialog's component, behind a dynamic `import()` so it stays out of the first download:
   * it loads the first time `useWanted` is true.
   */
  load: () => Promise<ComponentType>;
  /**
   * A hook reading the flag that asks for the dialog. Once it has been true the component stays
   * mounted (it may animate closed, and decides itself whether it is open).
   */
  useWanted: () => boolean;
}

/** Identity, for type checking where a registration is written. */
export const defineDialog = (registration: DialogRegistration): DialogRegistration => registration;
