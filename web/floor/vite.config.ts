// Builds web/floor (the libraries alone, see floor.tsx) with the site's own settings: no
// modulepreload links, the CSP nonce placeholder the mock's static
// site fills in, and brotli/gzip copies of the assets. `npm run bench` builds it to a temporary
// folder, weighs it beside the site and serves it as `npm run preview` serves the site.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CSP_NONCE_PLACEHOLDER } from '../server/site-headers.ts';
import { precompressPlugin } from '../../scripts/lib/precompress.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompressPlugin()],
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  logLevel: 'warn',
  build: { modulePreload: false, emptyOutDir: true },
});
