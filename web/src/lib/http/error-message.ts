import { ApiError, LocalizedError, NetworkError, TimeoutError } from './errors';
import { codes } from './error-codes';

/**
 * The line a form shows under its submit button for a failed request: the server's own message
 * (already in the player's language), or our wording for timeouts and lost connections.
 */
export function errorMessage(error: unknown, t: (key: string) => string): string {
  if (error instanceof LocalizedError) return t(error.key);
  if (error instanceof ApiError) return error.msg || t('errors.generic');
  if (error instanceof TimeoutError) return t('errors.timeout');
  if (error instanceof NetworkError) return t('errors.network');
  return t('errors.generic');
}

/** Seconds to wait, from a sendTooSoon (100930) answer's data. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== codes.sendTooSoon) return null;
  const data = error.data as { retryAfterSeconds?: unknown } | null;
  return typeof data?.retryAfterSeconds === 'number' ? data.retryAfterSeconds : null;
}
