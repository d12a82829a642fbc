import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundle, contractDocuments, joinControlAreas, type JsonObject } from './contract-files.ts';

const shared = {
  components: {
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
    schemas: {
      Locale: { type: 'string', enum: ['ja-JP'] },
      Wallet: { type: 'object', properties: { locale: { $ref: '#/components/schemas/Locale' } } },
    },
  },
};

describe('bundle', () => {
  it("copies what an area's refs into components.yaml need, transitively, as local refs", () => {
    const area = { paths: { '/a': { post: { requestBody: { $ref: '../components.yaml#/components/schemas/Wallet' } } } } };
    const result = bundle(area, shared, 'phoenix/wallet.yaml');
    expect(result.paths).toEqual({ '/a': { post: { requestBody: { $ref: '#/components/schemas/Wallet' } } } });
    expect(result.components).toEqual({ schemas: shared.components.schemas });
  });

  it('takes the shared security scheme a document names by a ref under its own name', () => {
    const doc = { components: { securitySchemes: { bearerAuth: { $ref: './components.yaml#/components/securitySchemes/bearerAuth' } } } };
    expect(bundle(doc, shared, 'auth.yaml').components).toEqual({ securitySchemes: shared.components.securitySchemes });
  });

  it('refuses a ref into any other file: areas share through components.yaml only', () => {
    const doc = { paths: { '/a': { post: { requestBody: { $ref: './cashier.yaml#/components/schemas/X' } } } } };
    expect(() => bundle(doc, shared, 'phoenix/wallet.yaml')).toThrow(/phoenix\/wallet.yaml: \$ref .\/cashier.yaml#.* points into another file than components.yaml/);
  });

  it('refuses a schema defined both in the document and in components.yaml', () => {
    const doc = { paths: { '/a': { $ref: './components.yaml#/components/schemas/Locale' } }, components: { schemas: { Locale: { type: 'string' } } } };
    expect(() => bundle(doc, shared, 'cms.yaml')).toThrow(/cms.yaml: Locale is defined both here and in components.yaml/);
  });
});

describe('contractDocuments', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const layout = (files: string[]) => {
    dir = mkdtempSync(join(tmpdir(), 'contract-'));
    for (const file of files) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), 'openapi: 3.1.0\n');
    }
    return dir;
  };
  const services = ['auth.yaml', 'throne.yaml', 'rex.yaml', 'cms.yaml'];

  it('lists a service as one file, or as its areas in name order, each with its generated module', () => {
    const documents = contractDocuments(layout([...services, 'phoenix/wallet.yaml', 'phoenix/account.yaml']));
    expect(documents.filter((d) => d.spec === 'phoenix')).toEqual([
      { spec: 'phoenix', area: 'account', source: 'phoenix/account.yaml', module: 'phoenix/account' },
      { spec: 'phoenix', area: 'wallet', source: 'phoenix/wallet.yaml', module: 'phoenix/wallet' },
    ]);
    expect(documents[0]).toEqual({ spec: 'auth', source: 'auth.yaml', module: 'auth/auth' });
  });

  it.each([
    ['both forms', [...services, 'phoenix.yaml', 'phoenix/wallet.yaml'], /phoenix.yaml and openapi\/phoenix\/ both exist/],
    ['neither form', services, /openapi\/phoenix.yaml \(or a folder openapi\/phoenix\/ of areas\) is missing/],
    ['an area named like its module index', [...services, 'phoenix/index.yaml'], /phoenix\/index.yaml: an area is named/],
    ['an area not in kebab-case', [...services, 'phoenix/Wallet.yaml'], /phoenix\/Wallet.yaml: an area is named/],
  ])('refuses %s', (_, files, error) => {
    expect(() => contractDocuments(layout(files))).toThrow(error);
  });
});

describe('joinControlAreas', () => {
  const root = {
    openapi: '3.1.0',
    info: { title: 'control', version: '1' },
    components: { schemas: { Error: { type: 'object' } } },
  };
  const area = (paths: JsonObject, components: JsonObject = {}): JsonObject => ({ openapi: '3.1.0', info: { title: 'area', version: '1' }, paths, components });

  it("is the root's header with every area's tags, paths and components, refs into the root made local", () => {
    const clock = { ...area({ '/clock': { get: { responses: { 400: { $ref: '../mock-admin.yaml#/components/schemas/Error' } } } } }), tags: [{ name: 'session' }] };
    const bets = area({ '/bets': { get: { responses: { 200: { $ref: '#/components/schemas/Bet' } } } } }, { schemas: { Bet: { type: 'object' } } });
    const joined = joinControlAreas(root, [
      { source: 'mock-admin/session.yaml', doc: clock },
      { source: 'mock-admin/money.yaml', doc: bets },
    ]);
    expect(joined.info).toEqual(root.info);
    expect(joined.tags).toEqual([{ name: 'session' }]);
    expect(joined.paths).toEqual({
      '/clock': { get: { responses: { 400: { $ref: '#/components/schemas/Error' } } } },
      '/bets': { get: { responses: { 200: { $ref: '#/components/schemas/Bet' } } } },
    });
    expect(joined.components).toEqual({ schemas: { Error: { type: 'object' }, Bet: { type: 'object' } } });
  });

  it('refuses a path or a component two places define, and a ref from one area into another', () => {
    const one = area({ '/a': {} }, { schemas: { Error: { type: 'string' } } });
    expect(() => joinControlAreas(root, [{ source: 'mock-admin/one.yaml', doc: one }])).toThrow('components/schemas/Error is defined in mock-admin.yaml or another area too');
    const twice = [
      { source: 'mock-admin/one.yaml', doc: area({ '/a': {} }) },
      { source: 'mock-admin/two.yaml', doc: area({ '/a': {} }) },
    ];
    expect(() => joinControlAreas(root, twice)).toThrow("mock-admin/two.yaml: /a is another area's");
    const across = area({ '/b': { get: { $ref: './one.yaml#/paths/~1a' } } });
    expect(() => joinControlAreas(root, [{ source: 'mock-admin/two.yaml', doc: across }])).toThrow('points into another area');
  });
});
