import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { exportSnapshot, loadSnapshot, type MockSnapshot } from '#generated/mock-admin/mock-admin.ts';
import { ask, inSession } from '../api.ts';
import { Failure, Panel, type PanelProps } from './panel.tsx';

/** Hands the browser a file to save, as a download. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked once the browser has surely started the download; at once, some browsers lose it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function SnapshotPanel({ session }: PanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async () => {
      const snapshot = await ask(exportSnapshot(inSession(session)));
      download(`mock-snapshot-${session}.json`, JSON.stringify(snapshot, null, 2));
      return snapshot;
    },
  });
  const load = useMutation({
    mutationFn: async (file: File) => {
      let snapshot: MockSnapshot;
      try {
        snapshot = JSON.parse(await file.text()) as MockSnapshot;
      } catch {
        throw new Error(t('snapshots.notJson', { name: file.name }));
      }
      return ask(loadSnapshot(snapshot, inSession(session)));
    },
    // The session is another one now: every panel reads it afresh.
    onSuccess: () => queryClient.invalidateQueries(),
  });

  return (
    <Panel title={t('nav.snapshots')}>
      <Text>{t('snapshots.intro')}</Text>
      <Stack gap="sm">
        <Group>
          <Button loading={save.isPending} onClick={() => save.mutate()}>
            {t('snapshots.save')}
          </Button>
          {save.isSuccess && <Text role="status">{t('snapshots.saved', { accounts: (save.data.state as { accounts?: { list?: unknown[] } }).accounts?.list?.length ?? 0 })}</Text>}
        </Group>
        <Group>
          <FileButton accept="application/json,.json" onChange={(file) => file && load.mutate(file)}>
            {(props) => (
              <Button variant="outline" loading={load.isPending} {...props}>
                {t('snapshots.load')}
              </Button>
            )}
          </FileButton>
          {load.isSuccess && <Text role="status">{t('snapshots.loaded', { session: load.data.session, accounts: load.data.accounts, scenarios: load.data.scenarios, now: new Date(load.data.now).toLocaleString() })}</Text>}
        </Group>
      </Stack>
      <Failure error={save.error ?? load.error} />
    </Panel>
  );
}
