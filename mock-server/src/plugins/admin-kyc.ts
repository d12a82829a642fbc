import type { FastifyInstance } from 'fastify';
import { adminContract } from '../contract.ts';
import { findAccountByLoginName } from '../domain/identity/accounts.ts';
import { kycStatus, reviewPending, type ReviewVerdict } from '../domain/kyc/documents.ts';
import { now } from '../domain/shared/clock.ts';
import { fail, parse } from './admin-replies.ts';
import { publishEvents, type SessionStore } from './sessions.ts';

const { ReviewKycBody: ReviewBody } = adminContract;

/** /__mock/kyc: QA's reviewer of identity documents (openapi/mock-admin.yaml, reviewKyc). */
export async function adminKycPlugin(app: FastifyInstance, options: { sessions: SessionStore }): Promise<void> {
  const { sessions } = options;

  app.post('/__mock/kyc/review', async (request, reply) => {
    const body = parse(ReviewBody, request.body, reply, 'body');
    if (!body) return reply;
    const session = sessions.forRequest(request);
    const account = findAccountByLoginName(session.state, body.loginName);
    if (!account) return fail(reply, 404, `no player ${body.loginName}`);
    if (body.status === 'APPROVED' && body.reason !== undefined) return fail(reply, 400, 'body.reason: only with status REJECTED');
    const verdict: ReviewVerdict = body.status === 'APPROVED' ? { status: 'APPROVED' } : { status: 'REJECTED', reason: body.reason ?? 'UNREADABLE' };
    const at = now(session.clock);
    const reviewed = reviewPending(session.state, account.id, verdict, at);
    publishEvents(session);
    if (reviewed.length === 0) return fail(reply, 409, `${account.loginName} has no document waiting for review`);
    return {
      loginName: account.loginName,
      kycStatus: kycStatus(session.state, account.id),
      reviewed: reviewed.map((doc) => ({ id: doc.id, documentType: doc.documentType, side: doc.side, status: verdict.status, reason: doc.rejectReason ?? null })),
    };
  });
}
