// Answers held against a served OpenAPI document by a validator no one here wrote (ajv, JSON
// Schema 2020-12 as OpenAPI 3.1 uses it), the way an outside client generated from
// /__mock/openapi.json would read them: the status declared, the media type declared, the body
// valid against the declared schema, the declared headers present.
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
// ajv-formats is CommonJS: under Node's ESM its default import is the module, the plugin its `default`.
const addFormats = ajvFormats.default;

const DOCUMENT_ID = 'https://mock.invalid/openapi.json';
/** A JSON pointer's segment: `/` and `~` escaped. */
const segment = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

export interface ServedContract {
  /** What is wrong with this answer of `method path` (the path in OpenAPI form), or nothing. */
  problems(method: string, path: string, response: LightMyRequestResponse): string[];
}

export function servedContract(document: Json): ServedContract {
  // OpenAPI's own keywords (example, description on a $ref) are not JSON Schema's: not an error here.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });

  const at = (pointer: string): unknown => {
    let node: unknown = document;
    for (const part of pointer.split('/').slice(1)) node = isObject(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    return node;
  };

  return {
    problems(method, path, response) {
      const where = `${method} ${path} answered HTTP ${response.statusCode}`;
      let pointer = `/paths/${segment(path)}/${method.toLowerCase()}/responses/${response.statusCode}`;
      let declared = at(pointer);
      if (isObject(declared) && typeof declared.$ref === 'string') {
        pointer = declared.$ref.slice(1);
        declared = at(pointer);
      }
      if (!isObject(declared)) return [`${where}, which the contract does not declare`];
      const problems: string[] = [];
      for (const header of Object.keys(isObject(declared.headers) ? declared.headers : {})) {
        if (response.headers[header.toLowerCase()] === undefined) problems.push(`${where} without its declared header ${header}`);
      }
      const content = isObject(declared.content) ? declared.content : undefined;
      const type = String(response.headers['content-type'] ?? '').split(';')[0]!.trim();
      if (!content) {
        if (response.body !== '') problems.push(`${where} with a body (${type}) where the contract declares none`);
        return problems;
      }
      if (!(type in content)) return [...problems, `${where} as ${type || 'no content type'}; the contract declares ${Object.keys(content).join(', ')}`];
      const validate = ajv.getSchema(`${DOCUMENT_ID}#${pointer}/content/${segment(type)}/schema`);
      if (!validate) return [...problems, `${where}: no schema at ${pointer} for ${type}`];
      const body: unknown = type === 'application/json' ? JSON.parse(response.body) : response.body;
      if (!validate(body)) problems.push(`${where}: ${ajv.errorsText(validate.errors, { dataVar: 'body' })} (${response.body.slice(0, 200)})`);
      return problems;
    },
  };
}
