// The yardstick of `npm run bench`: a bare Fastify app answering the same operations as the
// mock server (a read, a validated write, a ledger adjustment), with the same generated zod
// schemas, the same data and the same ledger, and nothing else (no sessions, journal, scenarios,
// catalogue or events). The mock server must reach 0.8 of its requests/s.
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { AdjustWalletBody } from '#generated/mock-admin/mock-admin.zod.ts';
import { operationsById } from '#generated/operations.ts';
import { addReferralLinkLog } from '../src/domain/referrals/referrals.ts';
import { freshState } from '../src/domain/state.ts';
import { adjustWallet } from '../src/use-cases/adjust-wallet.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4100' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const state = freshState(1);
const app = Fastify({ logger: false });
const configBody = operationsById.getCommonConfig.schemas.body!;
const referralBody = operationsById.addReferralLinkLog.schemas.body!;

app.get('/', async () => ({ ok: true }));

// Read: validate the (empty) body, answer the seeded common config.
app.post('/api/phoenix/common/config', async (request, reply) => {
  const parsed = configBody.safeParse(request.body ?? {});
  if (!parsed.success) return reply.code(400).send({ code: 400, success: false, data: null, msg: parsed.error.message });
  return { code: 200, success: true, data: state.config, msg: 'success' };
});

// Validated write: keep the log, as the mock does.
app.post('/api/rex/agent/open/referralLinkLog/add', async (request, reply) => {
  const parsed = referralBody.safeParse(request.body ?? {});
  if (!parsed.success) return reply.code(400).send({ code: 400, success: false, data: null, msg: parsed.error.message });
  const log = addReferralLinkLog(state, parsed.data as { referralCode: string }, Date.now());
  return { code: 200, success: true, data: { logId: log.logId }, msg: 'success' };
});

// Ledger write: the same use case and ledger as the mock's control call; the same answer shape.
app.post('/__mock/wallets/adjust', async (request, reply) => {
  const parsed = AdjustWalletBody.safeParse(request.body ?? {});
  if (!parsed.success) return reply.code(400).send({ error: parsed.error.message });
  const result = adjustWallet(state, parsed.data, Date.now());
  if (!result.ok) return reply.code(409).send({ error: result.reason });
  const { ok: _ok, ...answer } = result;
  return answer;
});

const address = await app.listen({ port: Number(values.port), host: values.host });
console.log(`Bare server on ${address}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
