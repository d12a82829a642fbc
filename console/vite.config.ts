// The QA console (/__mock/ on the mock server): its own Vite build, never part of the site's.
// `npm run build` builds it into console/dist, which the mock server serves at /__mock/
// (mock-server/src/plugins/console-page.ts).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig } from 'vite';
import { topicExamples } from './build/topic-examples.ts';

const consoleRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: consoleRoot,
  base: '/__mock/',
  plugins: [react()],
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  // Each push topic's example payload, sampled from openapi/socket.yaml at build time.
  define: { __TOPIC_EXAMPLES__: JSON.stringify(topicExamples()) },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // Each panel is a chunk of its own, loaded when QA opens it (src/app.tsx): the first screen
    // does not carry every panel's libraries (zod for push payloads, the form and picker kits).
    // Named apart from the site's chunks, so a test can tell the two builds never mix.
    rollupOptions: { output: { entryFileNames: 'assets/qa-console-[hash].js', chunkFileNames: 'assets/qa-console-[name]-[hash].js', assetFileNames: 'assets/qa-console-[name]-[hash][extname]' } },
  },
});
