import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { refuse } from './errors.ts';

export interface GuardOptions {
  /**
   * Host names beside loopback that may reach the server (the `--host` it listens on, and
   * MOCK_ALLOWED_HOSTS); `*` allows any host. Origins on these hosts are accepted too.
   */
  allowedHosts?: readonly string[];
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `example.com:4000` -> `example.com`; `[::1]:4000` -> `[::1]`. */
export function hostnameOf(host: string): string {
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return (end === -1 ? host : host.slice(0, end + 1)).toLowerCase();
  }
  const colon = host.indexOf(':');
  return (colon === -1 ? host : host.slice(0, colon)).toLowerCase();
}

/**
 * Who may talk to the mock at all, checked before anything else runs. A page on another website
 * must not drive a developer's mock (arm a permanent 503, read the journal), so:
 * - `Host` is loopback or an allowed host (a DNS-rebinding page sends its own name);
 * - `Origin`, when sent, is the server's own (same host:port as `Host`), loopback, or an allowed host;
 * - control calls that carry a body send `application/json`, which no cross-site form can
 *   (the consent and buy-crypto stand-ins' own urlencoded forms are the exceptions).
 * Vite's dev proxy keeps the browser's `Host` and `Origin` (localhost:5173): loopback, accepted.
 */
async function guard(app: FastifyInstance, options: GuardOptions): Promise<void> {
  const allowed = new Set((options.allowedHosts ?? []).map((host) => host.toLowerCase()));
  const anyHost = allowed.has('*');
  const hostAllowed = (hostname: string) => anyHost || LOOPBACK.has(hostname) || allowed.has(hostname);

  // Callback style, not async: no promise per request on the hot path. A refusal sends and never calls done.
  app.addHook('onRequest', (request, reply, done) => {
    const host = request.headers.host;
    if (host !== undefined && !hostAllowed(hostnameOf(host))) {
      refuse(request, reply, 403, `host ${hostnameOf(host)} is not allowed (loopback only; see MOCK_ALLOWED_HOSTS)`);
      return;
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !originAllowed(origin, host)) {
      refuse(request, reply, 403, `origin ${origin} is not allowed: only this server's own origin or loopback`);
      return;
    }
    if (request.url.startsWith('/__mock/') && !request.url.startsWith('/__mock/oauth/') && !request.url.startsWith('/__mock/buy-crypto/') && !bodilessMethod(request.method)) {
      const type = request.headers['content-type'];
      const hasBody = type !== undefined || Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
      if (hasBody && !isJson(type)) {
        refuse(request, reply, 415, 'control calls take application/json bodies only');
        return;
      }
    }
    done();
  });

  function originAllowed(origin: string, host: string | undefined): boolean {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false; // `null` (a sandboxed or opaque origin) and anything unreadable
    }
    if (host !== undefined && sameHost(url, host)) return true;
    return LOOPBACK.has(url.hostname) || allowed.has(url.hostname);
  }
}

/** The Origin names the host:port the request came to (default ports as the URL leaves them out). */
function sameHost(origin: URL, host: string): boolean {
  const lower = host.toLowerCase();
  if (origin.host === lower) return true;
  const defaultPort = origin.protocol === 'https:' ? ':443' : ':80';
  return origin.port === '' && `${origin.host}${defaultPort}` === lower;
}

const bodilessMethod = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

function isJson(type: string | undefined): boolean {
  if (type === undefined) return false;
  const semicolon = type.indexOf(';');
  return (semicolon === -1 ? type : type.slice(0, semicolon)).trim().toLowerCase() === 'application/json';
}

/** Not encapsulated (fastify-plugin): the check runs on every route of the server. */
export const guardPlugin = fp(guard, { name: 'qc-guard', fastify: '5.x' });
