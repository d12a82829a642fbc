/**
 * Which mock session a request belongs to: the x-mock-session header, else the mock-session
 * cookie, else `default`; a name that breaks the rule is refused, never read as another session.
 */
import type { FastifyRequest } from 'fastify';

export const DEFAULT_SESSION = 'default';
export const SESSION_COOKIE = 'mock-session';
const SESSION_NAME = /^[\w.:-]{1,100}$/;
/** The rule a session name follows, as a refusal states it. */
export const SESSION_NAME_RULE = '1-100 characters, each a letter, a digit or one of _ . : -';

export type SessionName = { ok: true; name: string } | { ok: false; problem: string };

const named = (source: string, value: string | undefined): SessionName =>
  value !== undefined && SESSION_NAME.test(value)
    ? { ok: true, name: value }
    : { ok: false, problem: `${source}: not a valid mock session name (${SESSION_NAME_RULE})` };

/**
 * The session a request names: the x-mock-session header, else the mock-session cookie (its
 * value as @fastify/cookie reads it: percent-decoded, or as sent when that is not valid), else
 * `default`. A name that breaks the rule is refused rather than read as `default`: a typo must not
 * share state with the session a person is browsing, nor leak scenarios armed for a test into it.
 */
export function sessionNameOf(headerValue: string | string[] | undefined, cookieValue: string | undefined): SessionName {
  if (headerValue !== undefined) return named('x-mock-session', typeof headerValue === 'string' ? headerValue : undefined);
  if (cookieValue !== undefined) return named(SESSION_COOKIE, cookieValue);
  return { ok: true, name: DEFAULT_SESSION };
}

/**
 * The request's cookies, parsed by @fastify/cookie. The plugin is registered without its
 * per-request hook, so only a request that needs a cookie pays for the parse (the API's callers
 * name their session by header).
 */
export function cookiesOf(request: Pick<FastifyRequest, 'headers' | 'server'>): Record<string, string | undefined> {
  const header = request.headers.cookie;
  return header ? request.server.parseCookie(header) : {};
}

/** sessionNameOf for a request: `headerValue` (the header, or the socket's query) first, else its cookie. */
export function requestSessionName(request: Pick<FastifyRequest, 'headers' | 'server'>, headerValue = request.headers['x-mock-session']): SessionName {
  return sessionNameOf(headerValue, headerValue === undefined ? cookiesOf(request)[SESSION_COOKIE] : undefined);
}
