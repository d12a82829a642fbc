import { parseArgs } from 'node:util';
import { buildApp } from './app.ts';
import { consoleLogger, isLevel } from './logger.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_PORT ?? '4000' },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string', default: process.env.MOCK_SEED ?? '1' },
    // Checks every answer against the contract, as the unit tests do; the e2e server runs with it.
    'validate-responses': { type: 'boolean', default: process.env.MOCK_VALIDATE_RESPONSES === '1' },
    // The orderRanking throttle per tournament in ms (default 250); the ranking bench measures others.
    'ranking-interval-ms': { type: 'string' },
    // Forwards player calls to a real backend and holds each request and answer against the contract.
    proxy: { type: 'string', default: process.env.MOCK_PROXY },
  },
});

const seed = Number(values.seed);
if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed must be a whole number, got ${values.seed}`);
const rankingIntervalMs = values['ranking-interval-ms'] === undefined ? undefined : Number(values['ranking-interval-ms']);
if (rankingIntervalMs !== undefined && !(Number.isInteger(rankingIntervalMs) && rankingIntervalMs >= 0)) throw new Error(`--ranking-interval-ms must be a whole number of ms, got ${values['ranking-interval-ms']}`);

// Loopback always reaches the mock; the host it listens on and MOCK_ALLOWED_HOSTS (comma-separated, `*` for any) too.
const allowedHosts = [values.host, ...(process.env.MOCK_ALLOWED_HOSTS ?? '').split(',')].map((host) => host.trim()).filter(Boolean);

const app = await buildApp({
  seed,
  allowedHosts,
  validateResponses: values['validate-responses'],
  rankingIntervalMs,
  ...(values.proxy ? { proxy: values.proxy } : {}),
  logger: consoleLogger(isLevel(process.env.MOCK_LOG_LEVEL) ? process.env.MOCK_LOG_LEVEL : 'warn'),
});
const address = await app.listen({ port: Number(values.port), host: values.host });
console.log(
  `Mock server on ${address} (seed ${seed}${values['validate-responses'] ? ', validating responses' : ''}${values.proxy ? `, proxying player calls to ${values.proxy}` : ''})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
