/**
 * What the site does with the native app's messages (SPEC §7, openapi/bridge.yaml `AppMessage`):
 * - BACK (the device's back): closes what is open over the page, else goes back a page, else (the
 *   site's first page) answers BACK so the app does what its own back does;
 * - THIRD_LOGIN and APPLE_SIGN_IN (the answer to a sign-in the site asked the app for): the login
 *   completes as the provider's redirect would, on /elseLogin/:type;
 * - SET_LANGUAGE: the site switches to the app's language (without telling the app back);
 * - SHOW_UPDATE: the site offers the app's new version (components/app-update-dialog).
 * Listened to from start-up in the app only.
 */
import type { ThirdPartyType } from '#generated/components/schemas/thirdPartyType.zod.ts';
import { appBridge, isInApp } from '../lib/bridge/bridge';
import { listenToApp, type AppMessage } from '../lib/bridge/app-messages';
import { offerAppUpdate } from '../lib/bridge/app-update';
import { closeDialog, isDialogOpen } from '../lib/dialogs/dialog-flags';
import { changeLanguage, currentLanguage } from '../lib/i18n/i18n';
import { href } from '../lib/paths';
import { useAppSettings } from '../stores/app-settings';
import { siteRouter } from './router';

/** Over-the-page panels the device's back closes first, as it closes a sheet in an app. */
const CLOSED_BY_BACK = ['chat-widget', 'side-nav'] as const;

function closeWhatIsOpen(): boolean {
  const settings = useAppSettings.getState();
  if (settings.auth.open) {
    settings.closeAuth();
    return true;
  }
  const open = CLOSED_BY_BACK.filter((id) => isDialogOpen(id));
  for (const id of open) closeDialog(id);
  return open.length > 0;
}

/** The router keeps each entry's position in history.state.idx: above 0 there is a page of the site to go back to. */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** The provider's answer, brought to /elseLogin/:type as the provider's redirect would bring it. */
function completeSignIn(type: ThirdPartyType, answer: { state: string; code?: string | undefined; error?: string | undefined }): void {
  useAppSettings.getState().closeAuth();
  const query = new URLSearchParams({ state: answer.state, ...(answer.code ? { code: answer.code } : { error: answer.error ?? 'access_denied' }) });
  void siteRouter().navigate(`${href('/elseLogin/:type', { type })}?${query}`);
}

export function handleAppMessage(message: AppMessage): void {
  switch (message.type) {
    case 'BACK':
      if (closeWhatIsOpen()) return;
      if (canGoBack()) void siteRouter().navigate(-1);
      else appBridge.back();
      return;
    case 'THIRD_LOGIN':
      return completeSignIn(message.data.provider, message.data);
    case 'APPLE_SIGN_IN':
      return completeSignIn('apple', message.data);
    case 'SET_LANGUAGE':
      if (message.data.language !== currentLanguage()) changeLanguage(message.data.language, undefined, { tellApp: false });
      return;
    case 'SHOW_UPDATE':
      return offerAppUpdate(message.data);
  }
}

/** Starts listening when the page runs in the app; outside it there is nobody to hear. */
export function startAppBridge(): void {
  if (isInApp()) listenToApp(handleAppMessage);
}
