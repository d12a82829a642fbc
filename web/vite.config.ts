import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// The mock server `npm start` runs beside Vite; MOCK_PORT moves both.
const mockServer = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4000}`;

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  css: {
    postcss: {
      plugins: [
        postcssPresetMantine(),
        // Mantine's breakpoints as $variables in our CSS modules; 48em = 768px, the big-screen split.
        postcssSimpleVars({
          variables: {
            'mantine-breakpoint-xs': '36em',
            'mantine-breakpoint-sm': '48em',
            'mantine-breakpoint-md': '62em',
            'mantine-breakpoint-lg': '75em',
            'mantine-breakpoint-xl': '88em',
          },
        }),
      ],
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': mockServer,
      '/auth': mockServer,
      '/throne-api': mockServer,
      '/media': mockServer,
      '/machines': mockServer,
      '/__mock': mockServer,
      '/ws': { target: mockServer, ws: true },
    },
  },
});
