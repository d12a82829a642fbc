import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/http/errors.ts';
import { dateTimeFormat } from '#web/lib/format/intl-formats.ts';

interface Props {
  title: string;
  error?: Error;
  onBack: () => void;
  onRetry?: () => void;
}

/** A break's end, when the refusal carries one (102104, 102105: `data.until`). */
function breakUntil(error: Error | undefined): string | null | undefined {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null || !('until' in error.data)) return undefined;
  const { until } = error.data as { until: unknown };
  return typeof until === 'string' ? until : null;
}

/** Why the game did not open, in the server's words, with the end of a break when there is one. */
export function LaunchRefused({ title, error, onBack, onRetry }: Props) {
  const { t, i18n } = useTranslation();
  const until = breakUntil(error);
  const reason = error instanceof ApiError && error.msg ? error.msg : error ? t('gamePlay.failed') : null;
  return (
    <Center h="100%" p="md">
      <Stack gap="sm" maw={420} bg="white" p="lg" style={{ borderRadius: 12 }} role="alert">
        <Title order={2} size="h4">
          {title}
        </Title>
        {reason ? <Text>{reason}</Text> : null}
        {until === undefined ? null : (
          <Text size="sm">
            {until === null
              ? t('gamePlay.breakForever')
              : t('gamePlay.breakUntil', { date: dateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(Date.parse(until)) })}
          </Text>
        )}
        <Group gap="sm" justify="flex-end">
          {onRetry && until === undefined ? (
            <Button variant="default" onClick={onRetry}>
              {t('gamePlay.retry')}
            </Button>
          ) : null}
          <Button onClick={onBack}>{t('gamePlay.back')}</Button>
        </Group>
      </Stack>
    </Center>
  );
}
