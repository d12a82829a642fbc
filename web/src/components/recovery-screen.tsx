import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRemoveBootShell } from '../lib/boot-shell';

/** Shown when part of the site failed to load: never a blank page, always a way out. */
export function RecoveryScreen({ code, detail }: { code: string; detail?: string }) {
  const { t } = useTranslation();
  // It may be the first screen (the start-up strings failed): the static shell goes.
  useRemoveBootShell();
  return (
    <Center mih="100dvh" p="lg" role="alert">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Title order={1} size="h3">
          {t('chunk.title')}
        </Title>
        <Text c="dimmed">{t('chunk.body')}</Text>
        <Button size="md" onClick={() => window.location.reload()}>
          {t('chunk.reload')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('chunk.detail', { code })}
        </Text>
        {detail ? (
          <Code block fz="xs" data-testid="chunk-error-detail">
            {detail}
          </Code>
        ) : null}
      </Stack>
    </Center>
  );
}
