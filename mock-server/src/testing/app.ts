import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, expect } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import { operationsById, type OperationId } from '../contract.ts';

const open: FastifyInstance[] = [];

/**
 * A mock app as tests use it: responses validated against the contract, and any contract
 * violation fails the test that caused it. Closed after each test.
 */
export async function testApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({ validateResponses: true, ...options });
  open.push(app);
  return app;
}

afterEach(async () => {
  const apps = open.splice(0);
  for (const app of apps) {
    await app.close();
    expect(app.mock.contractViolations, 'responses that broke the contract').toEqual([]);
  }
});

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string>;
  session?: string;
  headers?: Record<string, string>;
}

/** Calls an operation by id, the way the site does: JSON body, session header. */
export function call(app: FastifyInstance, operationId: OperationId, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const op = operationsById[operationId];
  const request: InjectOptions = {
    method: op.method,
    url: op.path,
    query: options.query,
    headers: { ...(options.session ? { 'x-mock-session': options.session } : {}), ...options.headers },
  };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  return app.inject(request);
}

/** A control-API call on a session. */
export function admin(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
  session?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: session ? { 'x-mock-session': session } : {},
    ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
  });
}

/** A valid request for every operation; typed so a new operation needs a sample here. */
export const validRequests: Record<OperationId, CallOptions> = {
  logout: { body: {} },
  getPublicKey: { body: {} },
  getCommonConfig: { body: {} },
  getTimeZones: {},
  getCountryCodes: { query: { locale: 'en-US' } },
  getMarquee: { body: { locale: 'ja-JP' } },
  queryActivityConstant: { body: {} },
  addReferralLinkLog: { body: { referralCode: 'AGT2026', linkType: 'invite', landingUrl: '/?invite=AGT2026' } },
  getTemplatePage: { body: { moduleCodes: ['HEADER_NAV', 'HOME_BANNER'], locale: 'ja-JP' } },
};
