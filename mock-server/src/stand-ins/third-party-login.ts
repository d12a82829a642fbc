import type { FastifyInstance } from 'fastify';
import { adminContract } from '../contract.ts';
import { now } from '../domain/shared/clock.ts';
import { decideAuthorization, pendingAuthorization, PROVIDER_NAMES, THIRD_PARTY_IDENTITIES, type ThirdPartyType } from '../domain/identity/third-party.ts';
import type { SessionStore } from '../runtime/sessions.ts';
import { escapeHtml, htmlPage, page, readFormBodies } from './page.ts';

const {
  ShowThirdPartyConsentParams: ProviderParams,
  ShowThirdPartyConsentQueryParams: ConsentQuery,
  DecideThirdPartyConsentBody: DecisionBody,
} = adminContract;

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

/** A consent page must never be framed (clickjacking); it loads nothing but its own style. */
const CONSENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * The OAuth consent page of google, twitter and line that startThirdPartyLogin's authorizeUrl
 * names (openapi/mock-admin.yaml, tag stand-ins), and its two buttons.
 */
export async function thirdPartyLoginPlugin(app: FastifyInstance, options: { sessions: SessionStore }): Promise<void> {
  const { sessions } = options;
  // The consent form posts urlencoded. Only this context reads it: the API stays JSON only.
  readFormBodies(app);

  app.get('/__mock/oauth/:provider/authorize', async (request, reply) => {
    const params = ProviderParams.safeParse(request.params);
    const query = ConsentQuery.safeParse(request.query);
    if (!params.success || !query.success) return htmlPage(reply, 400, ERROR_PAGE, CONSENT_CSP);
    const session = sessions.forRequest(request);
    const pending = pendingAuthorization(session.state, params.data.provider, query.data.state, query.data.redirect_uri, now(session.clock));
    if (!pending) return htmlPage(reply, 400, ERROR_PAGE, CONSENT_CSP);
    return htmlPage(reply, 200, consentPage(params.data.provider, query.data.state), CONSENT_CSP);
  });

  app.post('/__mock/oauth/:provider/authorize', async (request, reply) => {
    const params = ProviderParams.safeParse(request.params);
    const body = DecisionBody.safeParse(request.body ?? {});
    if (!params.success || !body.success) return htmlPage(reply, 400, ERROR_PAGE, CONSENT_CSP);
    const session = sessions.forRequest(request);
    const location = decideAuthorization(session.state, params.data.provider, body.data.state, body.data.decision === 'approve', now(session.clock));
    if (!location) return htmlPage(reply, 400, ERROR_PAGE, CONSENT_CSP);
    // 303: the browser follows with a GET, whatever the form's method was.
    return reply.header('cache-control', 'no-store').redirect(location, 303);
  });
}
