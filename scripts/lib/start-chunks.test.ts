import { describe, expect, it } from 'vitest';
import { FEATURE_TABLE, SERVICE_WORKER, startGroups } from './start-chunks.ts';

const nm = (name: string) => `/repo/node_modules/${name}`;
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], facadeModuleId: string | null = null, isEntry = false) => ({ fileName, moduleIds, imports, facadeModuleId, isEntry });

describe('startGroups', () => {
  // A bundle as Rolldown splits it on its own: the entry, the libraries' and the app's dynamic
  // chunks, chunks they share with a page, and the page itself.
  const chunks = [
    chunk('index.js', ['/repo/web/index.html', '/repo/web/src/main.tsx', '/repo/web/src/lib/next-task.ts'], [], '/repo/web/index.html', true),
    chunk('start-libraries.js', ['/repo/web/src/start-libraries.ts'], ['client.js'], '/repo/web/src/start-libraries.ts'),
    chunk('client.js', [nm('react-dom/client.js'), nm('react/index.js')]),
    chunk('start.js', ['/repo/web/src/start.tsx', '/repo/web/src/app/app.tsx'], ['client.js', 'Button.js', 'paths.js', 'index.js'], '/repo/web/src/start.tsx'),
    chunk('Button.js', [nm('@mantine/core/esm/components/Button/Button.mjs')]),
    chunk('paths.js', ['/repo/web/src/lib/paths.ts']),
    chunk('home-page.js', ['/repo/web/src/app/routes/home-page.tsx'], ['paths.js', 'Skeleton.js'], '/repo/web/src/app/routes/home-page.tsx'),
    chunk('Skeleton.js', [nm('@mantine/core/esm/components/Skeleton/Skeleton.mjs')]),
  ];
  const groups = startGroups({ libraries: '/repo/web/src/start-libraries.ts', app: '/repo/web/src/start.tsx' }, chunks);

  it('puts every library the start-up needs with the libraries, and the rest of the app in its chunk', () => {
    expect([...groups.libraries].sort()).toEqual(['/repo/web/src/start-libraries.ts', nm('@mantine/core/esm/components/Button/Button.mjs'), nm('react-dom/client.js'), nm('react/index.js')].sort());
    // A module a page shares with the start-up is the start-up's: the page imports it from there.
    expect([...groups.app].sort()).toEqual(['/repo/web/src/app/app.tsx', '/repo/web/src/lib/paths.ts', '/repo/web/src/start.tsx']);
  });

  it("leaves the entry's modules and what only pages need out of both", () => {
    for (const id of ['/repo/web/src/main.tsx', '/repo/web/src/lib/next-task.ts', '/repo/web/src/app/routes/home-page.tsx', nm('@mantine/core/esm/components/Skeleton/Skeleton.mjs')]) {
      expect(groups.libraries.has(id) || groups.app.has(id), id).toBe(false);
    }
    expect([...groups.entry]).toContain('/repo/web/src/lib/next-task.ts');
  });

  it('refuses a bundle without the start-up', () => {
    expect(() => startGroups({ libraries: '/x.ts', app: '/y.ts' }, chunks)).toThrow(/no chunk for \/(x|y)\.ts/);
  });
});

describe('SERVICE_WORKER', () => {
  it('holds the registration, the plugin\'s register module and workbox-window, and nothing else', () => {
    for (const id of ['/repo/web/src/app/service-worker.ts', '\0virtual:pwa-register', nm('workbox-window/build/workbox-window.prod.es5.mjs')]) expect(SERVICE_WORKER.test(id), id).toBe(true);
    for (const id of ['/repo/web/src/app/service-worker.test.ts', '/repo/web/src/lib/pwa/site-update.ts', nm('workbox-core/index.mjs')]) expect(SERVICE_WORKER.test(id), id).toBe(false);
  });
});

describe('FEATURE_TABLE', () => {
  it("holds the features' list and each feature's registration and locale loaders, and no page", () => {
    for (const id of ['/repo/web/src/app/features.ts', '/repo/web/src/features/qpon/feature.ts', '/repo/web/src/features/games/locales.ts']) expect(FEATURE_TABLE.test(id), id).toBe(true);
    for (const id of ['/repo/web/src/app/feature-table.ts', '/repo/web/src/features/qpon/components/shop-page.tsx', '/repo/web/src/features/qpon/feature.test.ts', '/repo/web/src/lib/feature.ts']) expect(FEATURE_TABLE.test(id), id).toBe(false);
  });
});
