/**
 * What the user sees of a failed request, decided in one place (SPEC §8).
 *
 * `decideError` is pure: error + context -> the steps to take. `applyDecision` runs the steps
 * through effects that app/ registers at start-up (toast, navigation, the user store, the login
 * dialog), so lib/ never imports features or app/.
 */
import { loadLocales } from '../i18n/i18n';
import { codeText, codeTextLocales } from './code-texts';
import { errorCodes, LOGOUT_PATH, TOKEN_PATH, type CodeName } from './error-codes';
import { ApiError, isAbortError, NetworkError, TimeoutError } from './errors';
import { href } from '../paths';

type PolicyStep =
  /** An error toast with text the server already wrote in the player's language. */
  | { kind: 'toast'; message: string }
  /** An error toast with a locale key (our own wording). */
  | { kind: 'toast-key'; key: string }
  /** An error toast in the catalogue's words for a code (lib/http/code-texts: loaded when needed). */
  | { kind: 'toast-code'; name: CodeName }
  | { kind: 'clear-user' }
  /** Renew an expired session with its refresh token; when that cannot be, clear the user. */
  | { kind: 'renew-session' }
  /** The session is refused even renewed: end it, and say so. */
  | { kind: 'end-session' }
  | { kind: 'navigate'; to: string }
  | { kind: 'open-login' }
  | { kind: 'refresh-public-key' }
  | { kind: 'reload' }
  | { kind: 'sign-out' };

interface ErrorDecision {
  steps: PolicyStep[];
  /** Send the same request again (once) after the steps ran. */
  retry: boolean;
}

interface ErrorContext {
  /** Path of the request, without the query string. */
  path: string;
  /** The caller shows the message itself (a form field error, a dialog step). */
  silent: boolean;
  /** This is already the retry of a request. */
  retried: boolean;
}

export interface ErrorEffects {
  toastError: (message: string) => void;
  translate: (key: string) => string;
  clearUser: () => void;
  /** Renews the session with its refresh token, or ends it (and says so) when it cannot. */
  renewSession: () => Promise<void>;
  /** Ends the session on this device and says so; a session already ended says nothing again. */
  endSession: () => void;
  navigate: (to: string) => void;
  openLogin: () => void;
  refreshPublicKey: () => Promise<void>;
  reload: () => void;
  /** Ends the session locally (and tells the server when it still can). */
  signOut: () => Promise<void>;
  /** Optional catalogue lookup for codes whose envelope came without a message. */
  catalogueMessage?: (code: number, path: string) => string | undefined;
}

const nothing: ErrorDecision = { steps: [], retry: false };

export function decideError(error: unknown, context: ErrorContext): ErrorDecision {
  if (isAbortError(error) || error instanceof NetworkError) return nothing;
  if (error instanceof TimeoutError) {
    return context.silent ? nothing : { steps: [{ kind: 'toast-key', key: 'errors.timeout' }], retry: false };
  }
  if (!(error instanceof ApiError)) return nothing;
  if (error.path === LOGOUT_PATH) return nothing;

  if (error.httpStatus === 401) {
    return {
      steps: [{ kind: 'clear-user' }, { kind: 'navigate', to: href('/') }, { kind: 'open-login' }],
      retry: false,
    };
  }
  if (error.httpStatus === 503 || error.code === errorCodes.maintenance) {
    return { steps: [{ kind: 'navigate', to: href('/maintence') }], retry: false };
  }
  if (error.httpStatus >= 500) {
    // The server's own wording of a 5xx never reaches the player.
    return context.silent ? nothing : { steps: [{ kind: 'toast-key', key: 'errors.server' }], retry: false };
  }

  switch (error.code) {
    case errorCodes.tokenInvalid:
      // SPEC §8 clears the user and retries once; with a refresh token in hand the session is
      // renewed instead (the token expired by the server's clock), and cleared only if that fails.
      if (context.path !== TOKEN_PATH && !context.retried) {
        return { steps: [{ kind: 'renew-session' }], retry: true };
      }
      // Renewed, and still refused: the session is over. The player is told, as when the renewal
      // fails, whoever asked (a silent caller too: the player is leaving, not a form's field).
      if (context.path !== TOKEN_PATH) return { steps: [{ kind: 'end-session' }], retry: false };
      break;
    case errorCodes.publicKeyExpired:
      return { steps: [{ kind: 'refresh-public-key' }, { kind: 'reload' }], retry: false };
    case errorCodes.loggedInElsewhere:
      return {
        steps: [{ kind: 'sign-out' }, { kind: 'toast-code', name: 'loggedInElsewhere' }],
        retry: false,
      };
    case errorCodes.accountDisabled:
      return { steps: [{ kind: 'clear-user' }, { kind: 'navigate', to: href('/accountDisabled') }], retry: false };
  }

  if (context.silent) return nothing;
  return {
    steps: [error.msg ? { kind: 'toast', message: error.msg } : { kind: 'toast-key', key: 'errors.generic' }],
    retry: false,
  };
}

let effects: ErrorEffects | null = null;
let refreshingPublicKey = false;

/** Called once by app/ at start-up; tests register fakes. */
export function registerErrorEffects(next: ErrorEffects | null): void {
  effects = next;
}

/** Runs the steps in order; a failing step (e.g. the key refresh) does not stop the others. */
export async function applyDecision(decision: ErrorDecision, error: unknown): Promise<void> {
  const run = effects;
  if (!run) return;
  for (const step of decision.steps) {
    try {
      switch (step.kind) {
        case 'toast':
          run.toastError(step.message);
          break;
        case 'toast-key': {
          const fromCatalogue =
            step.key === 'errors.generic' && error instanceof ApiError
              ? run.catalogueMessage?.(error.code, error.path)
              : undefined;
          run.toastError(fromCatalogue ?? run.translate(step.key));
          break;
        }
        case 'toast-code':
          // The catalogue's texts come in a chunk of their own: this toast is rare, the first download stays small.
          await loadLocales(codeTextLocales);
          run.toastError(run.translate(codeText(step.name)));
          break;
        case 'clear-user':
          run.clearUser();
          break;
        case 'renew-session':
          await run.renewSession();
          break;
        case 'end-session':
          run.endSession();
          break;
        case 'navigate':
          run.navigate(step.to);
          break;
        case 'open-login':
          run.openLogin();
          break;
        case 'refresh-public-key':
          // The key request itself can answer -120; never refresh from inside a refresh.
          if (refreshingPublicKey) return;
          refreshingPublicKey = true;
          try {
            await run.refreshPublicKey();
          } finally {
            refreshingPublicKey = false;
          }
          break;
        case 'reload':
          run.reload();
          break;
        case 'sign-out':
          await run.signOut();
          break;
      }
    } catch (stepError) {
      console.warn('[error-policy] step failed', step.kind, stepError);
    }
  }
}
