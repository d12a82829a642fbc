import { useAppSettings } from '../stores/app-settings';
import { paths } from '../lib/paths';

/**
 * Where every way to live support leads (SPEC §2, PRODUCT.md): /contact with the chat open. The
 * contact button and the forgot-password live-support links call it; the chat itself loads lazily.
 */
export function openLiveSupport(navigate: (to: string) => void): void {
  navigate(paths.contact);
  useAppSettings.getState().setDialog('chat', true);
}
