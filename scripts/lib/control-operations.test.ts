import { describe, expect, it } from 'vitest';
import { controlOperationsModule } from './control-operations.ts';

const zodText = 'export const ReadThingResponse = 1;\nexport const ReadThingParams = 1;\nexport const DecideThingBody = 1;\n';
const doc = {
  paths: {
    '/__mock/things/{id}': {
      get: {
        operationId: 'readThing',
        tags: ['things', 'other'],
        responses: {
          '404': { $ref: '#/components/responses/NotFound' },
          '200': { $ref: '#/components/responses/Thing' },
          '403': { description: 'no' },
        },
      },
      post: { operationId: 'decideThing', tags: ['stand-ins'], responses: { '303': { description: 'back', headers: {} }, '400': { description: 'page' } } },
    },
  },
  components: { responses: { Thing: { description: 'a thing', content: { 'application/json': { schema: {} } } }, NotFound: { description: 'none' } } },
};

describe('the control operation table', () => {
  it('carries each operation: its schemas by name, its first tag, its success media type, every status it declares', () => {
    const text = controlOperationsModule(doc, zodText);
    expect(text).toContain('export type ControlOperationId =\n  | "readThing"\n  | "decideThing";');
    expect(text).toContain(
      '    operationId: "readThing",\n    method: "GET",\n    path: "/__mock/things/{id}",\n    tag: "things",\n    media: "application/json",\n    statuses: [200, 403, 404],\n    schemas: { params: zod.ReadThingParams, response: zod.ReadThingResponse },',
    );
    // A redirect answers no body: no media type.
    expect(text).toContain('    tag: "stand-ins",\n    media: null,\n    statuses: [303, 400],\n    schemas: { body: zod.DecideThingBody },');
  });

  it('refuses an operation without an operationId or a success answer, and an operationId used twice', () => {
    const without = { paths: { '/__mock/x': { get: { responses: { '200': {} } } } } };
    expect(() => controlOperationsModule(without, '')).toThrow('mock-admin get /__mock/x has no operationId');
    const failing = { paths: { '/__mock/x': { get: { operationId: 'x', responses: { '400': {} } } } } };
    expect(() => controlOperationsModule(failing, '')).toThrow('mock-admin x: no success answer');
    const twice = { paths: { '/__mock/x': { get: { operationId: 'x', responses: { '200': {} } }, post: { operationId: 'x', responses: { '200': {} } } } } };
    expect(() => controlOperationsModule(twice, '')).toThrow('operationId x is used twice');
  });
});
