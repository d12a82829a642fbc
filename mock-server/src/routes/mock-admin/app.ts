import { decideAuthorization } from '../../domain/identity/third-party.ts';
import { now } from '../../domain/shared/clock.ts';
import { refusal } from '../../runtime/control-context.ts';
import { defineControlHandlers } from './handler.ts';

/** The native app's side (tag app): the harness's sign-in answers, and releases of the site's build. */
export const appHandlers = defineControlHandlers({
  // The provider's SDK in the app, stood in for: the same decision the consent page makes, answered as data.
  answerAppSignIn: ({ session, body }) => {
    const back = decideAuthorization(session.state, body.provider, body.state, body.decision === 'approve', now(session.clock));
    if (!back) throw refusal(404, `no ${body.provider} sign-in waits with state ${body.state} (unknown, expired or used)`);
    const code = new URL(back).searchParams.get('code');
    return code ? { provider: body.provider, state: body.state, code } : { provider: body.provider, state: body.state, error: 'access_denied' as const };
  },

  // The site's page server (web/server, --mock) names the session's release in /sw.js: browsers find a new worker.
  readSiteRelease: ({ session }) => ({ release: session.siteRelease }),
  releaseSiteBuild: ({ session }) => ({ release: ++session.siteRelease }),
});
