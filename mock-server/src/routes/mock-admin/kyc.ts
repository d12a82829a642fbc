import { findAccountByLoginName } from '../../domain/identity/accounts.ts';
import { kycStatus, reviewPending, type ReviewVerdict } from '../../domain/kyc/documents.ts';
import { now } from '../../domain/shared/clock.ts';
import { refusal } from '../../runtime/control-context.ts';
import { defineControlHandlers } from './handler.ts';

/** QA's reviewer of identity documents (tag accounts, reviewKyc). */
export const kycHandlers = defineControlHandlers({
  reviewKyc: ({ body, session }) => {
    const account = findAccountByLoginName(session.state, body.loginName);
    if (!account) throw refusal(404, `no player ${body.loginName}`);
    if (body.status === 'APPROVED' && body.reason !== undefined) throw refusal(400, 'body.reason: only with status REJECTED');
    const verdict: ReviewVerdict = body.status === 'APPROVED' ? { status: 'APPROVED' } : { status: 'REJECTED', reason: body.reason ?? 'UNREADABLE' };
    const at = now(session.clock);
    const reviewed = reviewPending(session.state, account.id, verdict, at);
    if (reviewed.length === 0) throw refusal(409, `${account.loginName} has no document waiting for review`);
    return {
      loginName: account.loginName,
      kycStatus: kycStatus(session.state, account.id),
      reviewed: reviewed.map((doc) => ({ id: doc.id, documentType: doc.documentType, side: doc.side, status: verdict.status, reason: doc.rejectReason ?? null })),
    };
  },
});
