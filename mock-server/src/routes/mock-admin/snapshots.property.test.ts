import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { admin, call, testApp } from '../../testing/app.ts';
import { passwordLogin } from '../../testing/players.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path into a JSON value, as the keys leading there. */
function pathsOf(value: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...at, i], out));
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) pathsOf(inner, [...at, key], out);
  return out;
}

/** The file with the value at `path` replaced (or removed, for undefined). */
function edited(file: Json, path: (string | number)[], replacement: Json | undefined): Json {
  if (path.length === 0) return replacement ?? null;
  const copy = structuredClone(file) as Record<string | number, Json>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path.at(-1)!;
  if (replacement === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else parent[last] = replacement;
  return copy;
}

const stateOf = async (app: FastifyInstance, session: string) => {
  const { savedAt: _savedAt, clock: _clock, ...rest } = (await admin(app, 'GET', '/__mock/snapshot', undefined, session)).json();
  return rest;
};

describe('POST /__mock/snapshot under hand-edited files', () => {
  it('any one edit anywhere: a 200 or a 400, never a 5xx; a 400 changes nothing; after a 200 the API still answers', async () => {
    const app = await testApp();
    await admin(app, 'POST', '/__mock/wallets/adjust', { loginName: 'qcplayer01', amount: 500, idempotencyKey: 'seed-move' }, 'source');
    await passwordLogin(app, 'qcplayer01', { session: 'source' });
    const good = (await admin(app, 'GET', '/__mock/snapshot', undefined, 'source')).json() as Json;
    const paths = pathsOf(good);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        // Anywhere but the whole file (a bare string there is not a JSON body: 415, tested elsewhere).
        fc.integer({ min: 1, max: paths.length - 1 }),
        fc.option(fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>, { nil: undefined }),
        async (index, replacement) => {
          const session = `target-${++run}`;
          const before = await stateOf(app, session);
          const response = await admin(app, 'POST', '/__mock/snapshot', edited(good, paths[index]!, replacement), session);
          expect([200, 400], response.body).toContain(response.statusCode);
          if (response.statusCode === 400) {
            expect(response.json().error).toEqual(expect.any(String));
            expect(await stateOf(app, session)).toEqual(before);
            return;
          }
          for (const operationId of ['getCommonConfig', 'getPublicKey', 'getMarquee'] as const) {
            const answer = await call(app, operationId, { session, body: operationId === 'getMarquee' ? { locale: 'ja-JP' } : {} });
            expect(answer.statusCode, `${operationId}: ${answer.body}`).toBeLessThan(500);
          }
          expect((await passwordLogin(app, 'qcplayer01', { session })).statusCode).toBeLessThan(500);
        },
      ),
      // Each run is a fresh session, a load and a login (a password hash): 60 keep the file under half a minute.
      { numRuns: 60 },
    );
  }, 120_000);
});
