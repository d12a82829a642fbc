import { Alert, AppShell, Burger, Group, Loader, NavLink, SegmentedControl, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { onEviction } from './api.ts';
import { LANGUAGES, switchLanguage, type Language } from './i18n.ts';
import type { PanelProps } from './panels/panel.tsx';
import { readSessionName, useSession } from './session.ts';

/** A panel as a chunk of its own, loaded when QA first opens it. */
const lazyPanel = <Module,>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<PanelProps>) => lazy(async () => ({ default: pick(await load()) }));

/** The nav, in the order QA works: pick a session, see who is in it, arm, watch, save. */
const PANELS: [id: string, Panel: ComponentType<PanelProps>][] = [
  ['session', lazyPanel(() => import('./panels/session-panel.tsx'), (m) => m.SessionPanel)],
  ['accounts', lazyPanel(() => import('./panels/accounts-panel.tsx'), (m) => m.AccountsPanel)],
  ['inbox', lazyPanel(() => import('./panels/inbox-panel.tsx'), (m) => m.InboxPanel)],
  ['clock', lazyPanel(() => import('./panels/clock-panel.tsx'), (m) => m.ClockPanel)],
  ['wallets', lazyPanel(() => import('./panels/wallets-panel.tsx'), (m) => m.WalletsPanel)],
  ['scenarios', lazyPanel(() => import('./panels/scenarios-panel.tsx'), (m) => m.ScenariosPanel)],
  ['journal', lazyPanel(() => import('./panels/journal-panel.tsx'), (m) => m.JournalPanel)],
  ['push', lazyPanel(() => import('./panels/push-panel.tsx'), (m) => m.PushPanel)],
  ['desk', lazyPanel(() => import('./panels/agent-desk-panel.tsx'), (m) => m.AgentDeskPanel)],
  ['snapshots', lazyPanel(() => import('./panels/snapshot-panel.tsx'), (m) => m.SnapshotPanel)],
  ['coverage', lazyPanel(() => import('./panels/coverage-panel.tsx'), (m) => m.CoveragePanel)],
];

const readHash = () => window.location.hash.slice(1);
const subscribeHash = (listener: () => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};

export function ConsoleApp() {
  const { t, i18n } = useTranslation();
  const [session] = useSession();
  const [navOpen, nav] = useDisclosure(false);
  const hash = useSyncExternalStore(subscribeHash, readHash);
  const current = PANELS.find(([id]) => id === hash) ?? PANELS[0]!;
  const [id, Panel] = current;
  // Told per session: switching to another one leaves the notice behind.
  const [eviction, setEviction] = useState<{ session: string; at: string }>();
  useEffect(() => onEviction((at) => setEviction({ session: readSessionName(), at })), []);
  const evictedAt = eviction?.session === session ? eviction.at : undefined;

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !navOpen } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={navOpen} onClick={nav.toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.toggle')} />
            <Title order={1} size="h4">
              {t('title')}
            </Title>
            <Text size="sm" c="dimmed" visibleFrom="xs" data-testid="current-session">
              {t('session.current', { session })}
            </Text>
          </Group>
          <SegmentedControl
            size="xs"
            aria-label={t('language')}
            value={i18n.language}
            onChange={(value) => switchLanguage(value as Language)}
            data={LANGUAGES.map((language) => ({ value: language, label: language === 'ja-JP' ? '日本語' : 'English' }))}
          />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('nav.label')} component="nav">
        {PANELS.map(([panel]) => (
          <NavLink
            key={panel}
            href={`#${panel}`}
            label={t(`nav.${panel}`)}
            active={panel === id}
            aria-current={panel === id ? 'page' : undefined}
            onClick={nav.close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        {evictedAt && (
          <Alert color="red" mb="md" title={t('session.evictedTitle')}>
            {t('session.evicted', { session, at: evictedAt })}
          </Alert>
        )}
        <Suspense fallback={<Loader role="status" aria-label={t('loading')} />}>
          <Panel session={session} />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
