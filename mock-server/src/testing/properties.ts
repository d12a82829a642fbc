import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { admin, testApp } from './app.ts';

/**
 * A property over one app whose every run starts from a reset session: the load and conservation
 * tests play each run's generated operations on `session` and check what must hold after them.
 * One app for all runs keeps a run's cost to the reset, not a server's start.
 */
export async function assertOnFreshSession<Operation>(
  session: string,
  operations: fc.Arbitrary<Operation[]>,
  numRuns: number,
  run: (app: FastifyInstance, operations: Operation[]) => Promise<void>,
): Promise<void> {
  const app = await testApp();
  await fc.assert(
    fc.asyncProperty(operations, async (generated) => {
      await admin(app, 'POST', '/__mock/reset', {}, session);
      await run(app, generated);
    }),
    { numRuns },
  );
}
