import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { commonErrorCodes, operations } from '../contract.ts';
import { buildCatalogue } from '../domain/shared/catalogue.ts';
import { adminPlugin } from './admin.ts';
import { createSessionStore } from './sessions.ts';
import { createCoverage } from './coverage.ts';

const spec = parse(readFileSync(new URL('../../../openapi/mock-admin.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};

describe('openapi/mock-admin.yaml', () => {
  it('describes exactly the control routes the server has, each with an operationId', async () => {
    const app = Fastify();
    const routes: string[] = [];
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    });
    await app.register(adminPlugin, {
      operations,
      sessions: createSessionStore({ defaultSeed: 1 }),
      catalogue: buildCatalogue(operations, commonErrorCodes),
      coverage: createCoverage(),
      presets: new Map(),
    });
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
