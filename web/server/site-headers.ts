// The security headers of the site's pages: the production CSP the page server (./page-server.ts)
// sends with every page (npm run preview, npm start's built site, e2e, a deployment), and the few
// the Vite dev server can send too. Free of server imports: web/vite.config.ts reads it.

/** What the build writes where a page's nonce goes (vite's html.cspNonce); the server replaces it per page. */
export const CSP_NONCE_PLACEHOLDER = '__QC_CSP_NONCE__';

/**
 * Only the site's own origin. Scripts: files from the origin, never inline. Styles: the origin's
 * stylesheets and the `<style>` elements carrying the page's nonce (Mantine's CSS variables, its
 * responsive style props, the scroll lock of dialogs); `style` attributes are allowed
 * (`style-src-attr`), because React and Mantine position and animate through them and an
 * attribute cannot carry a nonce: it can set a style, never run code. Images: the origin, which
 * serves /media (the contract's `contentDomain` is empty: media come from the site's own origin),
 * plus data: and blob: (the captcha pieces, an identity document's preview). Sockets: the live push
 * on the same host. Frames: the game machines, which the mock serves on the same origin. And no
 * other site may frame a page (the login dialog was framable), post a form from it or change its base:
 * only a page of the site's own origin may, which is how the mock's native app harness
 * (/__mock/app) shows the site as the app's web view does.
 */
export function contentSecurityPolicy(nonce: string, host: string | undefined): string {
  const sockets = host ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${sockets}`,
    "frame-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Headers every answer of the site carries; a page adds its CSP. In dev (Vite) the CSP is
 * `frame-ancestors` only: the dev server injects inline scripts that a strict policy would block.
 */

/** The offline page the service worker keeps (web/public/offline.html): its own files only, nothing inline. */
export const OFFLINE_PAGE_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; object-src 'none'; frame-ancestors 'self'; base-uri 'self'; form-action 'self'";
export function securityHeaders(options: { dev?: boolean } = {}): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    ...(options.dev ? { 'content-security-policy': "frame-ancestors 'self'" } : {}),
  };
}
