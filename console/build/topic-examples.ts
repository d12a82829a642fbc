// Build-time only (console/vite.config.ts): an example payload per push topic, sampled from the
// topic's `<Topic>Data` schema in openapi/socket.yaml, so the console's push form starts from a
// message the site accepts and follows the contract when it changes.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

type Schema = {
  $ref?: string;
  type?: string | string[];
  example?: unknown;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
};
type Document = { components: { schemas: Record<string, Schema> } };

const read = (name: string) => parse(readFileSync(new URL(`../../openapi/${name}`, import.meta.url), 'utf8')) as Document;

/** The message text the push form shows first, in each language the site speaks. */
const SAMPLE_TEXT: Record<string, string> = { 'ja-JP': 'QAからのお知らせ', 'en-US': 'A notice from QA', 'zh-CN': '来自QA的通知' };
const SAMPLE_TIME = '2026-11-24T09:00:00.000Z';

function sample(schema: Schema, documents: Record<string, Document>, here: string, key = ''): unknown {
  if (schema.$ref) {
    const [file, pointer] = schema.$ref.split('#');
    const name = file ? file.replace('./', '') : here;
    const target = pointer!.split('/').pop()!;
    return sample(documents[name]!.components.schemas[target]!, documents, name, key);
  }
  // A rate of yen in yen says nothing: the base of an example rate is a foreign currency.
  if (key === 'base') return 'USD';
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => schema.required?.includes(name))
          .map(([name, inner]) => [name, sample(inner, documents, here, name)]),
      );
    case 'array':
      return schema.items ? [sample(schema.items, documents, here, key)] : [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 0, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'date-time') return SAMPLE_TIME;
      return SAMPLE_TEXT[key] ?? `${key || 'text'}-1`;
    default:
      return null;
  }
}

/** `{topic: example payload}` for every topic of the socket contract. */
export function topicExamples(): Record<string, unknown> {
  const documents = { 'socket.yaml': read('socket.yaml'), 'components.yaml': read('components.yaml') };
  const topics = (documents['socket.yaml'].components.schemas.Topic?.enum ?? []) as string[];
  return Object.fromEntries(
    topics.map((topic) => {
      const name = `${topic[0]!.toUpperCase()}${topic.slice(1)}Data`;
      return [topic, sample(documents['socket.yaml'].components.schemas[name]!, documents, 'socket.yaml')];
    }),
  );
}
