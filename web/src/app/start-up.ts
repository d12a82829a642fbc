/**
 * Wiring done once when the page starts: what the http client knows of the session, the effects
 * of the error policy, the big-screen flag, preload failures, and the live-push socket.
 */
import { showToast } from '../components/toast';
import { endRefusedSession, endSession, ensureFreshToken, renewSession, restoreSession } from '../api/session';
import { signOut } from '../api/sign-out';
import { currentPlayer } from '../api/player';
import { commonConfigQueryOptions, refreshPublicKey } from '../api/platform';
import { queryClient } from '../lib/query/query-client';
import { keepDraftsForReload, registerDraft, takeDraft } from '../lib/form-drafts';
import { configureHttpSession } from '../lib/http/client';
import { registerErrorEffects } from '../lib/http/error-policy';
import { startLivePush } from '../lib/socket/live-push';
import { currentLanguage, i18n } from '../lib/i18n/i18n';
import { isBigScreen, useAppSettings } from '../stores/app-settings';
import { useUserStore } from '../stores/user';
import { watchPreloadErrors } from './chunks/chunk-failure';
import { siteRouter } from './router';
import { startAppBridge } from './app-bridge';
import { chatAccess, useChatAccess } from '../lib/chat/chat-access';
import { href } from '../lib/paths';
import { afterPageLoad } from '../lib/after-page-load';

/** A session that could not be renewed, or was refused renewed, ended: the player is told, not just dropped. */
const saySessionEnded = () => showToast(i18n.t('errors.sessionEnded'), 'error');

function wireHttp(): void {
  configureHttpSession({
    getLanguage: currentLanguage,
    // Once the player is loaded (the first-time set-up's own calls included, as before).
    getLoginName: () => currentPlayer()?.loginName ?? null,
    getAccessToken: () => useUserStore.getState().webToken?.access_token ?? null,
    ensureFreshToken: () => ensureFreshToken(saySessionEnded),
  });
  registerErrorEffects({
    toastError: (message) => showToast(message, 'error'),
    translate: (key) => i18n.t(key),
    // A 401 or an expired token ends the session on this device too, sealed tokens included.
    clearUser: endSession,
    renewSession: () => renewSession(saySessionEnded),
    endSession: () => endRefusedSession(saySessionEnded),
    navigate: (to) => void siteRouter().navigate(to),
    openLogin: () => useAppSettings.getState().openAuth('login'),
    refreshPublicKey: async () => {
      await refreshPublicKey();
    },
    // What the player typed in the open form comes back after the reload (lib/form-drafts).
    reload: () => {
      keepDraftsForReload();
      window.location.reload();
    },
    // Ended elsewhere (-130): the player did not ask to be forgotten, so "remember me" stays.
    signOut: async () => {
      await signOut({ forgetRemembered: false });
      void siteRouter().navigate(href('/'));
    },
  });
}


/** SPEC §1: the big-screen flag follows the window, live. */
function watchScreen(): void {
  const update = () => useAppSettings.getState().setBigScreen(isBigScreen(window.innerWidth, navigator.userAgent));
  window.addEventListener('resize', update, { passive: true });
  update();
}

/**
 * The socket loads once the page has loaded, outside the entry chunk, so it does not compete with
 * the first screen (zod comes later still, with a topic's first data); what listens to it is
 * app/live-push.tsx (a subscriber that mounts first waits for it).
 */
function startLivePushClient(): void {
  startLivePush({
    getLocale: currentLanguage,
    getToken: () => useUserStore.getState().webToken?.access_token ?? null,
    getChatKey: () => chatAccess()?.chatKey ?? null,
  })
    .then((client) => {
      // A login or logout changes which topics the socket may carry; so does a chat started or ended.
      let token = useUserStore.getState().webToken?.access_token ?? null;
      useUserStore.subscribe((state) => {
        const next = state.webToken?.access_token ?? null;
        if (next !== token) {
          token = next;
          client.restart();
        }
      });
      let chatKey = chatAccess()?.chatKey ?? null;
      useChatAccess.subscribe((state) => {
        const next = state.access?.chatKey ?? null;
        if (next !== chatKey) {
          chatKey = next;
          client.restart();
        }
      });
    })
    .catch((error: unknown) => console.error('[push] could not start', error));
}

/** The auth dialog open at a -120 reload opens again on its tab; its forms restore their drafts. */
function keepAuthDialogAcrossReload(): void {
  const kept = takeDraft('auth-dialog');
  if (kept?.tab === 'login' || kept?.tab === 'register') useAppSettings.getState().openAuth(kept.tab);
  registerDraft('auth-dialog', () => {
    const { auth } = useAppSettings.getState();
    return auth.open ? { tab: auth.tab } : null;
  });
}

/** The installable site's worker, after load and outside the entry chunk (app/service-worker.ts). */
function registerWorkerAfterLoad(): void {
  afterPageLoad(() => {
    import('./service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn('[sw] the registration did not load', error));
  });
}

/**
 * Every page's shell reads the common config (the content domain of every picture, the login-name
 * prefix): asked for as the app starts, beside the first page's chunk and data, so it is in the cache
 * for the first render. Asked for by the shell's first render, it came after it, and its answer drew
 * the shell and the page again in one synchronous task (a query's answer re-renders its readers in
 * React's synchronous lane). A failure is left to the shell, whose own query retries it.
 */
function askForCommonConfig(): void {
  void queryClient.prefetchQuery(commonConfigQueryOptions());
}

export function startUp(): void {
  wireHttp();
  askForCommonConfig();
  startAppBridge();
  keepAuthDialogAcrossReload();
  void restoreSession();
  watchScreen();
  watchPreloadErrors();
  afterPageLoad(startLivePushClient);
  registerWorkerAfterLoad();
}
