/**
 * A newer version of the native app, as the app announced it (bridge SHOW_UPDATE from the app):
 * client state the shell's update dialog shows until the player updates or puts it off.
 */
import { create } from 'zustand';

interface AppUpdateOffer {
  version: string;
  /** The app says this version is required: the dialog cannot be put off. */
  mandatory: boolean;
}

export const useAppUpdateOffer = create<{ offer: AppUpdateOffer | null }>(() => ({ offer: null }));

export const offerAppUpdate = (offer: AppUpdateOffer): void => useAppUpdateOffer.setState({ offer });
export const dismissAppUpdate = (): void => useAppUpdateOffer.setState({ offer: null });
