import { Alert, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The recovery codes, shown this once (the server keeps only their hashes): each logs in once in
 * place of an authenticator code. The player says they have kept them before the list goes.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recovery-codes-title">
      <Stack gap="sm">
        <Text fw={700} id="recovery-codes-title">
          {t('security.recovery.title')}
        </Text>
        <Alert color="orange.9" variant="outline">
          {t('security.recovery.onlyOnce')}
        </Alert>
        <SimpleGrid cols={2} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('security.recovery.list')}>
          {codes.map((code) => (
            <Text key={code} component="li" ff="monospace" fw={700}>
              {code}
            </Text>
          ))}
        </SimpleGrid>
        <Button onClick={onDone}>{t('security.recovery.saved')}</Button>
      </Stack>
    </Paper>
  );
}
