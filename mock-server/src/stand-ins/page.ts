// What every stand-in page looks like and how it is answered: a card in the middle, Japanese
// first, nothing loaded from anywhere; forms posted urlencoded.
import type { FastifyInstance, FastifyReply } from 'fastify';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
  :root { color-scheme: light; font-family: "Hiragino Sans", "Noto Sans JP", "Yu Gothic", system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f2f4f7; color: #1d2939; }
  main { width: min(92vw, 400px); background: #fff; border-radius: 12px; box-shadow: 0 4px 24px #0002; padding: 28px 24px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .en { color: #667085; font-size: 13px; margin: 0 0 16px; }
  .who { border: 1px solid #eaecf0; border-radius: 8px; padding: 12px; margin: 16px 0; font-size: 14px; }
  .who strong { display: block; font-size: 16px; }
  .buttons { display: flex; flex-direction: column; gap: 10px; margin-top: 20px; }
  button { font: inherit; font-size: 15px; padding: 12px; border-radius: 8px; cursor: pointer; border: 1px solid #d0d5dd; background: #fff; color: #1d2939; }
  button[value="approve"], button.primary { background: #1570ef; border-color: #1570ef; color: #fff; }
  button:focus-visible { outline: 3px solid #84caff; outline-offset: 2px; }
  .note { color: #667085; font-size: 12px; margin-top: 16px; }
`;

/** A stand-in page: Japanese first, the style above, nothing loaded from anywhere. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** A stand-in page as the answer: never cached, under the page's own Content-Security-Policy. */
export const htmlPage = (reply: FastifyReply, status: number, body: string, csp: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', csp).send(body);

/** Lets the plugin's context read the urlencoded form its page posts (the API stays JSON only). */
export function readFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
