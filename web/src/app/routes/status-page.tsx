import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteMeta } from '../../lib/routing/route-meta';
import { href } from '../../lib/paths';

/** 403, 404, 500 and maintenance: all chrome hidden, a title, a line, a way home. */
export function Component() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <Center mih="100dvh" p="lg">
      <Stack align="center" gap="md" maw={460} ta="center">
        <Title order={1} size="h2">
          {t(meta.titleKey)}
        </Title>
        {meta.bodyKey ? <Text c="dimmed">{t(meta.bodyKey)}</Text> : null}
        <Button component={Link} to={href('/')} size="md">
          {t('errorPage.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
