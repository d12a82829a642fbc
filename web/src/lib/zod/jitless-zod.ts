/**
 * What `zod` resolves to in the site's build (web/vite.config.ts). zod compiles object parsers
 * with `new Function` unless told not to, and probes whether it may by building one: under the
 * page's CSP (no 'unsafe-eval') the probe alone is a violation the browser reports. Configured
 * here, before any schema is built: a module importing `zod` runs after this one.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
