// Vitest setup file of the mock-server project (vitest.config.ts), run before every test file.
// The project shares modules between files (isolate: false), so a hook registered where a
// module is imported would reach only the first file that imports it: the hook lives here.
import { afterEach } from 'vitest';
import { closeTestApps } from './app.ts';

afterEach(closeTestApps);
