/**
 * The business-code catalogue (openapi/codes.yaml) and the operations' references to it: read,
 * checked, and written out as generated/codes.ts (names, unions, field hints; no messages, so the
 * site can load it first) and generated/code-messages.ts (meanings and messages, for the mock and QA).
 */

export const LOCALES = ['ja-JP', 'en-US', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];

export interface CatalogueEntry {
  code: number;
  name: string;
  meaning: string;
  message: Record<Locale, string>;
  /** Under the request field an operation names for the code, where the message would read wrong. */
  fieldMessage?: Record<Locale, string>;
}

/** One code an operation may return, with the request field it is about when there is one. */
export interface CodeRef {
  code: number;
  field?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const NAME = /^[a-z][A-Za-z0-9]*$/;

/** Reads the `codes` map of openapi/codes.yaml; throws on the first entry that breaks the format. */
export function parseCatalogue(doc: unknown, where = 'openapi/codes.yaml'): Map<number, CatalogueEntry> {
  if (!isRecord(doc) || !isRecord(doc.codes)) throw new Error(`${where} needs a \`codes\` map`);
  const entries = new Map<number, CatalogueEntry>();
  const names = new Map<string, number>();
  for (const [key, value] of Object.entries(doc.codes)) {
    const code = Number(key);
    if (!/^-?\d+$/.test(key) || !Number.isSafeInteger(code)) throw new Error(`${where}: "${key}" is not an integer code`);
    if (!isRecord(value)) throw new Error(`${where}: code ${key} needs name, meaning and message`);
    const extra = Object.keys(value).filter((k) => !['name', 'meaning', 'message', 'fieldMessage'].includes(k));
    if (extra.length > 0) throw new Error(`${where}: code ${key} has unknown keys ${extra.join(', ')}`);
    const { name, meaning, message } = value;
    if (typeof name !== 'string' || !NAME.test(name)) throw new Error(`${where}: code ${key} needs a camelCase name`);
    const taken = names.get(name);
    if (taken !== undefined) throw new Error(`${where}: the name ${name} is used by ${taken} and ${key}`);
    names.set(name, code);
    if (typeof meaning !== 'string' || meaning.trim() === '') throw new Error(`${where}: code ${key} (${name}) needs a meaning`);
    const texts = (field: 'message' | 'fieldMessage', value: unknown): Record<Locale, string> => {
      if (!isRecord(value)) throw new Error(`${where}: code ${key} (${name}) needs ${field} {${LOCALES.join(', ')}}`);
      for (const locale of LOCALES) {
        const text = value[locale];
        if (typeof text !== 'string' || text.trim() === '') throw new Error(`${where}: code ${key} (${name}) has no ${locale} ${field}`);
      }
      const unknownLocales = Object.keys(value).filter((l) => !(LOCALES as readonly string[]).includes(l));
      if (unknownLocales.length > 0) throw new Error(`${where}: code ${key} (${name}) has ${field}s in unknown locales ${unknownLocales.join(', ')}`);
      return value as Record<Locale, string>;
    };
    const entry: CatalogueEntry = { code, name, meaning, message: texts('message', message) };
    if (value.fieldMessage !== undefined) entry.fieldMessage = texts('fieldMessage', value.fieldMessage);
    entries.set(code, entry);
  }
  return entries;
}

/**
 * An operation's `x-error-codes` (or components.yaml's `x-common-error-codes`): a list of codes,
 * each a number or `{code, field}`. Every code must be in the catalogue, listed once, and not a
 * common one (those any operation may return); a field must be one the request has.
 */
export function parseCodeRefs(
  value: unknown,
  where: string,
  catalogue: ReadonlyMap<number, CatalogueEntry>,
  options: { common?: ReadonlySet<number>; fields?: ReadonlySet<string> } = {},
): CodeRef[] {
  if (value === undefined) throw new Error(`${where} has no x-error-codes (write [] when it has none)`);
  if (!Array.isArray(value)) throw new Error(`${where}: x-error-codes must be a list of codes, e.g. [100702, {code: 100010, field: loginName}]`);
  const seen = new Set<number>();
  return value.map((item: unknown) => {
    const ref: CodeRef =
      typeof item === 'number'
        ? { code: item }
        : isRecord(item) && typeof item.code === 'number' && (item.field === undefined || typeof item.field === 'string') && Object.keys(item).every((k) => k === 'code' || k === 'field')
          ? item.field === undefined ? { code: item.code } : { code: item.code, field: item.field }
          : (() => {
              throw new Error(`${where}: ${JSON.stringify(item)} is neither a code nor {code, field}`);
            })();
    if (!catalogue.has(ref.code)) throw new Error(`${where}: code ${ref.code} is not in openapi/codes.yaml (add it there once, with name, meaning and messages)`);
    if (seen.has(ref.code)) throw new Error(`${where}: code ${ref.code} is listed twice`);
    seen.add(ref.code);
    if (options.common?.has(ref.code)) throw new Error(`${where}: code ${ref.code} is common (x-common-error-codes); every operation may return it already`);
    if (ref.field !== undefined) {
      if (!options.fields) throw new Error(`${where}: code ${ref.code} names field ${ref.field}, but this list takes no fields`);
      if (!options.fields.has(ref.field)) {
        throw new Error(`${where}: code ${ref.code} names field ${ref.field}, which the request does not have (${[...options.fields].join(', ') || 'no fields'})`);
      }
    }
    return ref;
  });
}

/** Every catalogue entry is returned by some operation or is common: a code nobody returns is dead. */
export function checkAllUsed(catalogue: ReadonlyMap<number, CatalogueEntry>, used: ReadonlySet<number>) {
  const unused = [...catalogue.keys()].filter((code) => !used.has(code));
  if (unused.length > 0) throw new Error(`openapi/codes.yaml: no operation returns ${unused.join(', ')} (list them in an operation's x-error-codes, or remove them)`);
}

const HEADER = (what: string) => `// Generated by scripts/generate.ts from ${what}. Do not edit: run \`npm run generate\`.\n`;
const key = (code: number) => (code < 0 ? JSON.stringify(String(code)) : String(code));

/** generated/codes.ts: no imports, no messages. */
export function codesModule(
  catalogue: ReadonlyMap<number, CatalogueEntry>,
  common: readonly CodeRef[],
  operations: readonly { operationId: string; codes: readonly CodeRef[] }[],
): string {
  const sorted = [...catalogue.values()].sort((a, b) => a.code - b.code);
  const union = (codes: readonly CodeRef[]) => (codes.length === 0 ? 'never' : codes.map((c) => String(c.code)).join(' | '));
  const hinted = operations.filter((op) => op.codes.some((c) => c.field));
  return `${HEADER('openapi/codes.yaml and the operations\' x-error-codes')}// Small and dependency-free on purpose: the site imports it into its first download.

/** Every business code by its name (openapi/codes.yaml). */
export const codes = {
${sorted.map((e) => `  ${e.name}: ${e.code},`).join('\n')}
} as const;

export type CodeName = keyof typeof codes;
export type Code = (typeof codes)[CodeName];

/** Codes any operation may return (components.yaml x-common-error-codes). */
export const commonCodes = [${common.map((c) => c.code).join(', ')}] as const;
export type CommonCode = (typeof commonCodes)[number];

/** The codes each operation may return besides the common ones. */
export interface OperationCodes {
${operations.map((op) => `  ${op.operationId}: ${union(op.codes)};`).join('\n')}
}

/** What an operation may answer instead of success: its own codes and the common ones. */
export type OperationCode<Op extends keyof OperationCodes> = OperationCodes[Op] | CommonCode;

/** Per operation: the request field a code is about (a form shows the message under it). */
export const fieldHints = {
${hinted
  .map(
    (op) =>
      `  ${op.operationId}: { ${op.codes
        .filter((c) => c.field)
        .map((c) => `${key(c.code)}: ${JSON.stringify(c.field)}`)
        .join(', ')} },`,
  )
  .join('\n')}
} as const;

export type HintedOperation = keyof typeof fieldHints;
export type HintedField<Op extends HintedOperation> = (typeof fieldHints)[Op][keyof (typeof fieldHints)[Op]];

/** The request field an operation's code is about, or null when the code is not about one field. */
export function fieldHint<Op extends HintedOperation>(operationId: Op, code: number): HintedField<Op> | null {
  const field = (fieldHints[operationId] as Readonly<Partial<Record<number, string>>>)[code];
  return field === undefined ? null : (field as HintedField<Op>);
}
`;
}

/** generated/code-messages.ts: the catalogue with meanings and messages (mock server, QA). */
export function codeMessagesModule(catalogue: ReadonlyMap<number, CatalogueEntry>): string {
  const sorted = [...catalogue.values()].sort((a, b) => a.code - b.code);
  return `${HEADER('openapi/codes.yaml')}// Not for the site's bundle: it carries every message in every language.
import type { Code, CodeName } from './codes.ts';

export type Locale = ${LOCALES.map((l) => JSON.stringify(l)).join(' | ')};

export interface CodeEntry {
  readonly code: Code;
  readonly name: CodeName;
  /** What the code means, for QA. */
  readonly meaning: string;
  /** What the server sends as \`msg\`, by the request's language. */
  readonly message: Readonly<Record<Locale, string>>;
  /** What a form shows under the request field an operation names for the code, where \`message\` would read wrong. */
  readonly fieldMessage?: Readonly<Record<Locale, string>>;
}

export const codeCatalogue: Readonly<Record<Code, CodeEntry>> = {
${sorted.map((e) => `  ${key(e.code)}: ${JSON.stringify(e)},`).join('\n')}
};

/** The message of a code in a language, or undefined for a code the catalogue does not have. */
export function codeMessage(code: number, locale: Locale): string | undefined {
  return (codeCatalogue as Readonly<Partial<Record<number, CodeEntry>>>)[code]?.message[locale];
}
`;
}

/**
 * generated/code-texts/<locale>.json: every code's message by name (and its field message), in
 * one language: the site's words for codes, loaded with the features that show them (never in the
 * first download), so what the site shows for a code is what /__mock/codes and \`msg\` say.
 */
export function codeTextsFile(catalogue: ReadonlyMap<number, CatalogueEntry>, locale: Locale): string {
  const sorted = [...catalogue.values()].sort((a, b) => a.name.localeCompare(b.name));
  const codes = Object.fromEntries(sorted.map((e) => [e.name, e.message[locale]]));
  const codeFields = Object.fromEntries(sorted.filter((e) => e.fieldMessage).map((e) => [e.name, e.fieldMessage![locale]]));
  return `${JSON.stringify({ codes, codeFields }, null, 2)}\n`;
}
