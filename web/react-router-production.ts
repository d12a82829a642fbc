// react-router's package serves its development build to every bundler (no production condition);
// a production build aliases the production one, which drops the dev-only checks and warnings.
// Shared by the site's Vite config and the initial-JS floor's (web/floor), so both weigh the same.
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

export const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];
