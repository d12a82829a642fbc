/**
 * The contract's files and how the generator reads them: which documents each service has (one
 * file, or a folder of areas), where each one's generated modules go, and the bundling that makes
 * each document self-contained for orval (its refs into components.yaml copied in).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The backend services, each with its own base path (openapi/README.md). */
export const SERVICES = ['auth', 'phoenix', 'throne', 'rex', 'cms'] as const;
export type ServiceName = (typeof SERVICES)[number];

/**
 * Documents that are not a service of the site: shared schemas, the socket, the control API, the
 * native app bridge. The control API is split: see controlAreas.
 */
export const OTHER_SPECS = ['components', 'socket', 'mock-admin', 'bridge'] as const;

/** The control API's root document, which its areas refer to for what two of them share. */
export const CONTROL_ROOT = 'mock-admin.yaml';

/**
 * The control API's areas, `openapi/mock-admin/<area>.yaml` relative to openapi/, in name order:
 * each a document of its own (for the linter) with its tags, paths and the components only it uses.
 */
export function controlAreas(specDir: string): string[] {
  return readdirSync(join(specDir, 'mock-admin'))
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => `mock-admin/${name}`);
}

export interface ContractDocument {
  spec: ServiceName;
  /** The product area, for a service split into openapi/<spec>/<area>.yaml. */
  area?: string;
  /** The source, relative to openapi/: `auth.yaml`, `phoenix/cashier.yaml`. */
  source: string;
  /**
   * The generated modules' path without extension, relative to generated/ (`auth/auth`,
   * `phoenix/cashier`: hooks and types in `.ts`, zod schemas in `.zod.ts`), and the bundle's
   * under .cache/openapi/ (`.json`).
   */
  module: string;
}

/**
 * Every service document: `openapi/<spec>.yaml`, or for a service split by product area every
 * `openapi/<spec>/<area>.yaml` (in name order). A service has one form or the other, never both.
 */
export function contractDocuments(specDir: string): ContractDocument[] {
  return SERVICES.flatMap((spec): ContractDocument[] => {
    const single = existsSync(join(specDir, `${spec}.yaml`));
    const folder = join(specDir, spec);
    if (!existsSync(folder)) {
      if (!single) throw new Error(`openapi/${spec}.yaml (or a folder openapi/${spec}/ of areas) is missing`);
      return [{ spec, source: `${spec}.yaml`, module: `${spec}/${spec}` }];
    }
    if (single) throw new Error(`openapi/${spec}.yaml and openapi/${spec}/ both exist: a service is one file or a folder of areas`);
    const areas = readdirSync(folder)
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => name.slice(0, -'.yaml'.length))
      .sort();
    const bad = areas.find((area) => !/^[a-z][a-z-]*$/.test(area) || area === spec || area === 'index');
    if (bad !== undefined) throw new Error(`openapi/${spec}/${bad}.yaml: an area is named in lower-case kebab-case, and not ${spec} or index`);
    if (areas.length === 0) throw new Error(`openapi/${spec}/ has no area`);
    return areas.map((area) => ({ spec, area, source: `${spec}/${area}.yaml`, module: `${spec}/${area}` }));
  });
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** components.yaml as a document beside this one (`./components.yaml#/`) or above it (`../components.yaml#/`). */
const SHARED_REF = /^(?:\.\/|(?:\.\.\/)+)components\.yaml#\//;

function pointer(doc: JsonObject, path: string): Json {
  let node: Json = doc;
  for (const part of path.split('/').filter(Boolean)) {
    if (!isObject(node) || !(part in node)) throw new Error(`components.yaml has no #/${path}`);
    node = node[part];
  }
  return node;
}

/**
 * Rewrites refs into components.yaml as local refs and copies what they point at (transitively).
 * components.yaml is the one file a document may refer into: areas never refer to each other, so
 * what two of them share lives there.
 */
export function bundle(doc: JsonObject, shared: JsonObject, where: string): JsonObject {
  const pending: string[] = [];
  const rewrite = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#/')) {
        const match = SHARED_REF.exec(value);
        if (!match) throw new Error(`${where}: $ref ${value} points into another file than components.yaml (what two documents share goes there)`);
        const path = value.slice(match[0].length);
        pending.push(path);
        out[key] = `#/${path}`;
      } else {
        out[key] = rewrite(value);
      }
    }
    return out;
  };
  const result = rewrite(doc) as JsonObject;
  const components = (isObject(result.components) ? result.components : (result.components = {})) as JsonObject;
  const copied = new Set<string>();
  while (pending.length > 0) {
    const path = pending.pop()!;
    if (copied.has(path)) continue;
    copied.add(path);
    const [, section, name] = path.split('/') as [string, string, string];
    const target = (isObject(components[section]) ? components[section] : (components[section] = {})) as JsonObject;
    const own = target[name];
    const fromShared = pointer(shared, path);
    // A document names a shared security scheme by a ref under the same name (a security
    // requirement names a scheme of its own document): that ref, rewritten above, points at itself.
    const refersToItself = isObject(own) && own.$ref === `#/${path}` && Object.keys(own).length === 1;
    if (own !== undefined && !refersToItself && JSON.stringify(own) !== JSON.stringify(fromShared)) {
      throw new Error(`${where}: ${name} is defined both here and in components.yaml`);
    }
    target[name] = fromShared;
    // Refs inside shared schemas are local to components.yaml and stay valid once copied.
    JSON.stringify(fromShared, (key, value: Json) => {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/')) pending.push(value.slice(2));
      return value;
    });
  }
  return result;
}

/** A ref from an area into the control API's root document: `../mock-admin.yaml#/components/...`. */
const CONTROL_ROOT_REF = /^\.\.\/mock-admin\.yaml#\//;

function localiseRootRefs(node: Json, where: string): Json {
  if (Array.isArray(node)) return node.map((item) => localiseRootRefs(item, where));
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && CONTROL_ROOT_REF.test(value)) out[key] = value.replace(CONTROL_ROOT_REF, '#/');
    else if (key === '$ref' && typeof value === 'string' && /^\.\/[^/]+\.yaml#/.test(value)) throw new Error(`${where}: $ref ${value} points into another area (what two areas share goes in ${CONTROL_ROOT})`);
    else out[key] = localiseRootRefs(value, where);
  }
  return out;
}

/**
 * The control API as one document: the root's header and shared components, every area's tags,
 * paths and components, refs into the root made local. A path, tag or component named twice throws.
 */
export function joinControlAreas(root: JsonObject, areas: readonly { source: string; doc: JsonObject }[]): JsonObject {
  const joined: JsonObject = { ...root, tags: [], paths: {}, components: structuredClone(isObject(root.components) ? root.components : {}) };
  const tags = joined.tags as Json[];
  const paths = joined.paths as JsonObject;
  const components = joined.components as JsonObject;
  for (const { source, doc } of areas) {
    const area = localiseRootRefs(doc, source) as JsonObject;
    for (const tag of Array.isArray(area.tags) ? area.tags : []) {
      if (tags.some((known) => isObject(known) && isObject(tag) && known.name === tag.name)) throw new Error(`${source}: tag ${JSON.stringify(isObject(tag) ? tag.name : tag)} is another area's`);
      tags.push(tag);
    }
    for (const [path, item] of Object.entries(isObject(area.paths) ? area.paths : {})) {
      if (path in paths) throw new Error(`${source}: ${path} is another area's`);
      paths[path] = item;
    }
    for (const [section, entries] of Object.entries(isObject(area.components) ? area.components : {})) {
      const target = (isObject(components[section]) ? components[section] : (components[section] = {})) as JsonObject;
      for (const [name, value] of Object.entries(isObject(entries) ? entries : {})) {
        if (name in target) throw new Error(`${source}: components/${section}/${name} is defined in ${CONTROL_ROOT} or another area too`);
        target[name] = value;
      }
    }
  }
  return joined;
}
