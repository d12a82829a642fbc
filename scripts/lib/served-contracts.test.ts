import { describe, expect, it } from 'vitest';
import { playerContract, type JsonObject } from './served-contracts.ts';

const errorEnvelope: JsonObject = { type: 'object', required: ['code', 'success'], properties: { code: { type: 'integer' }, success: { const: false } } };
const shared: JsonObject = { components: { schemas: { ErrorEnvelope: errorEnvelope } } };

const answer = (schema: JsonObject): JsonObject => ({ '200': { description: 'OK.', content: { 'application/json': { schema } } } });
const doc = (path: string, op: JsonObject, components: JsonObject = {}): JsonObject => ({ openapi: '3.1.0', tags: [{ name: 'a' }], paths: { [path]: { post: op } }, components });

describe('playerContract', () => {
  it('puts every service in one document and declares the envelope’s failures on each operation', () => {
    const merged = playerContract(
      [
        { source: 'auth.yaml', doc: doc('/auth/x', { operationId: 'x', security: [{ bearerAuth: [] }], responses: answer({ $ref: '#/components/schemas/X' }) }, { schemas: { X: { type: 'object' } } }) },
        { source: 'cms.yaml', doc: doc('/api/cms/y', { operationId: 'y', security: [], responses: answer({ type: 'object' }) }) },
      ],
      shared,
    );
    const paths = merged.paths as Record<string, { post: { responses: Record<string, { content: { 'application/json': { schema: unknown } } }> } }>;
    expect(Object.keys(paths)).toEqual(['/auth/x', '/api/cms/y']);
    const x = paths['/auth/x']!.post.responses;
    expect(x['200']!.content['application/json'].schema).toEqual({ anyOf: [{ $ref: '#/components/schemas/X' }, { $ref: '#/components/schemas/ErrorEnvelope' }] });
    // A body over the server's limit is a 413 on every operation (a visitor's too).
    expect(Object.keys(x)).toEqual(['200', '400', '401', '403', '413', '429']);
    // A visitor's call is never "not logged in".
    expect(Object.keys(paths['/api/cms/y']!.post.responses)).toEqual(['200', '400', '403', '413', '429']);
    expect(merged.components).toEqual({ schemas: { X: { type: 'object' }, ErrorEnvelope: errorEnvelope } });
    expect(merged.tags).toEqual([{ name: 'a' }]);
  });

  it('refuses an operation two documents both have, and a schema name two documents define differently', () => {
    const op = { operationId: 'x', responses: answer({ type: 'object' }) };
    expect(() => playerContract([{ source: 'a.yaml', doc: doc('/p', op) }, { source: 'b.yaml', doc: doc('/p', op) }], shared)).toThrow(/b.yaml: POST \/p is in another document too/);
    expect(() =>
      playerContract(
        [
          { source: 'a.yaml', doc: doc('/p', op, { schemas: { S: { type: 'string' } } }) },
          { source: 'b.yaml', doc: doc('/q', op, { schemas: { S: { type: 'integer' } } }) },
        ],
        shared,
      ),
    ).toThrow(/b.yaml: components.schemas S differs/);
  });
});
