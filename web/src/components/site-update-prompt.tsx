import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { putOffSiteUpdate, useSiteUpdate } from '../lib/pwa/site-update';

/**
 * "A new version is available": the service worker holds a new release and the player decides
 * when to take it (the page reloads on it), so nobody is switched mid-game or kept on an old build.
 */
export function SiteUpdatePrompt() {
  const { t } = useTranslation();
  const take = useSiteUpdate((state) => state.take);
  const putOff = useSiteUpdate((state) => state.putOff);
  const reload = useMutation({ mutationFn: () => take?.() ?? Promise.resolve() });
  if (!take || putOff) return null;
  return (
    <Paper
      role="region"
      aria-label={t('siteUpdate.title')}
      shadow="lg"
      radius="md"
      p="md"
      withBorder
      pos="fixed"
      bottom={80}
      left="50%"
      w="min(92vw, 420px)"
      style={{ transform: 'translateX(-50%)', zIndex: 400 }}
    >
      <Stack gap="xs">
        <Text fw={700} size="sm">
          {t('siteUpdate.title')}
        </Text>
        <Text size="sm">{t('siteUpdate.body')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={putOffSiteUpdate}>
            {t('siteUpdate.later')}
          </Button>
          <Button size="xs" loading={reload.isPending} onClick={() => reload.mutate()}>
            {t('siteUpdate.reload')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
