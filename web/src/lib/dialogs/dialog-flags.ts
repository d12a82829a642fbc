/**
 * The flags that open dialogs, by the dialog's id. Whoever owns a dialog (a feature, the shell)
 * declares its id here by declaration merging, next to the dialog's registration:
 *
 *   declare module '../../lib/dialogs/dialog-flags' {
 *     interface DialogFlags {
 *       'forgot-password-dialog': true;
 *     }
 *   }
 *
 * so any code opens it by name, type-checked, without importing its owner (the login opens the
 * password recovery's dialog; the tab bar the game centre's menu). The state is client state, in
 * memory: a reload closes every dialog.
 */
import { create } from 'zustand';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the owners' declaration merging (above); the value is unused
export interface DialogFlags {}

type DialogFlagId = keyof DialogFlags & string;

const useFlags = create<Partial<Record<DialogFlagId, boolean>>>(() => ({}));

/** Whether the dialog is asked for; re-renders when that changes. */
export const useDialogFlag = (id: DialogFlagId): boolean => useFlags((flags) => flags[id] ?? false);

export const isDialogOpen = (id: DialogFlagId): boolean => useFlags.getState()[id] ?? false;

export const setDialogOpen = (id: DialogFlagId, open: boolean): void => useFlags.setState({ [id]: open });

export const openDialog = (id: DialogFlagId): void => setDialogOpen(id, true);
export const closeDialog = (id: DialogFlagId): void => setDialogOpen(id, false);
