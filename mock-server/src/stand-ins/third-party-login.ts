import type { FastifyInstance, FastifyReply } from 'fastify';
import { adminContract } from '../contract.ts';
import { now } from '../domain/shared/clock.ts';
import { FINGERPRINT_AGENT_JS } from '../domain/identity/fingerprints.ts';
import { decideAuthorization, pendingAuthorization, PROVIDER_NAMES, THIRD_PARTY_IDENTITIES, type ThirdPartyType } from '../domain/identity/third-party.ts';
import type { SessionStore } from './sessions.ts';

const {
  ShowThirdPartyConsentParams: ProviderParams,
  ShowThirdPartyConsentQueryParams: ConsentQuery,
  DecideThirdPartyConsentBody: DecisionBody,
} = adminContract;

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

function consentPage(provider: ThirdPartyType, state: string): string {
  const name = escapeHtml(PROVIDER_NAMES[provider]);
  const who = THIRD_PARTY_IDENTITIES[provider];
  return page(
    `${PROVIDER_NAMES[provider]} でログイン / Sign in with ${PROVIDER_NAMES[provider]}`,
    `<h1>${name} でログイン</h1>
<p class="en">Sign in with ${name}</p>
<p>QC Casino があなたの ${name} アカウントの情報を求めています。<br><span class="en">QC Casino wants to use your ${name} account.</span></p>
<div class="who"><strong>${escapeHtml(who.displayName)}</strong>${who.email ? escapeHtml(who.email) : `${name} ID: ${escapeHtml(who.subject)}`}</div>
<form method="post">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<div class="buttons">
<button type="submit" name="decision" value="approve">許可する / Allow</button>
<button type="submit" name="decision" value="deny">拒否する / Deny</button>
</div>
</form>
<p class="note">これはモックサーバーの同意画面です。実際の ${name} には接続しません。<br>This is the mock server's consent page; it never contacts ${name}.</p>`,
  );
}

const ERROR_PAGE = page(
  'リンクが無効です / Invalid link',
  `<h1>このリンクは無効か、有効期限が切れています</h1>
<p class="en">This link is invalid or has expired.</p>
<p>サイトに戻って、もう一度ログインしてください。<br><span class="en">Go back to the site and log in again.</span></p>`,
);

/**
 * Pages that stand in for third parties in the browser (openapi/mock-admin.yaml, tag stand-ins):
 * the OAuth consent page of google, twitter and line, and the fingerprint agent script. Part of the
 * control API's origin and session, but pages and scripts, not JSON.
 */
export async function standInsPlugin(app: FastifyInstance, options: { sessions: SessionStore }): Promise<void> {
  const { sessions } = options;
  // The consent form posts urlencoded. Only this context reads it: the API stays JSON only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // A consent page must never be framed (clickjacking); it loads nothing but its own style.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .send(body);

  app.get('/__mock/oauth/:provider/authorize', async (request, reply) => {
    const params = ProviderParams.safeParse(request.params);
    const query = ConsentQuery.safeParse(request.query);
    if (!params.success || !query.success) return html(reply, 400, ERROR_PAGE);
    const session = sessions.forRequest(request);
    const pending = pendingAuthorization(session.state, params.data.provider, query.data.state, query.data.redirect_uri, now(session.clock));
    if (!pending) return html(reply, 400, ERROR_PAGE);
    return html(reply, 200, consentPage(params.data.provider, query.data.state));
  });

  app.post('/__mock/oauth/:provider/authorize', async (request, reply) => {
    const params = ProviderParams.safeParse(request.params);
    const body = DecisionBody.safeParse(request.body ?? {});
    if (!params.success || !body.success) return html(reply, 400, ERROR_PAGE);
    const session = sessions.forRequest(request);
    const location = decideAuthorization(session.state, params.data.provider, body.data.state, body.data.decision === 'approve', now(session.clock));
    if (!location) return html(reply, 400, ERROR_PAGE);
    // 303: the browser follows with a GET, whatever the form's method was.
    return reply.header('cache-control', 'no-store').redirect(location, 303);
  });

  app.get('/__mock/fingerprint/agent.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(FINGERPRINT_AGENT_JS),
  );
}
