import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { commonErrorCodes, controlOperations, operations } from '../../contract.ts';
import { buildCatalogue } from '../../domain/shared/catalogue.ts';
import { controlPlugin } from '../../plugins/control.ts';
import { createContractCheck } from '../../plugins/contract-check.ts';
import { createCoverage } from '../../runtime/coverage.ts';
import { createSessionStore } from '../../runtime/sessions.ts';
import { standInsPlugin } from '../../stand-ins/index.ts';
import { controlHandlers } from './index.ts';

// The control contract as served: openapi/mock-admin.yaml and its areas joined by the generator.
const spec = JSON.parse(readFileSync(new URL('../../../../generated/served/control-api.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};

describe('the control contract (openapi/mock-admin.yaml and its areas)', () => {
  it('describes exactly the control routes the server has, each with an operationId', async () => {
    const app = Fastify();
    const routes: string[] = [];
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/__mock')) return; // the stand-ins' game machines are no control call
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    });
    const sessions = createSessionStore({ defaultSeed: 1 });
    const catalogue = buildCatalogue(operations, commonErrorCodes);
    await app.register(controlPlugin, {
      operations: controlOperations,
      handlers: controlHandlers({ sessions, operations, catalogue, coverage: createCoverage(), presets: new Map(), contractCheck: createContractCheck(false) }),
      sessions,
      validateResponses: false,
      onContractViolation: () => {},
    });
    await app.register(standInsPlugin, { sessions });
    await app.ready();
    await app.close();

    const described: string[] = [];
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(operation.operationId, `${method} ${path}`).toEqual(expect.any(String));
        described.push(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      }
    }
    expect(described.sort()).toEqual(routes.sort());
  });
});
