// Builds web/floor (the libraries alone, see floor.tsx) with the site's own settings: no
// modulepreload links, react-router's production build. `npm run bench` builds it to a temporary
// folder and weighs it beside the site.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactRouterProduction } from '../react-router-production.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  resolve: { alias: reactRouterProduction },
  build: { modulePreload: false, emptyOutDir: true },
});
