import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Stands where a part of a page would be when its data failed to load (a timeout, a malformed
 * answer, a server error): says so in place and offers a retry, instead of a heading over nothing
 * or an empty strip. The toast, if any, is the error policy's business (lib/http/error-policy).
 */
export function PartFailed({
  onRetry,
  retrying = false,
  compact = false,
  what,
  className,
}: {
  onRetry: () => void;
  retrying?: boolean;
  /** One line, for strips such as the header's navigation. */
  compact?: boolean;
  /** The part's name ("Banners"), when the page has several that may fail apart. */
  what?: string;
  /** Keeps the part's size where it would have been (a banner's frame), so nothing moves. */
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper role="status" withBorder={!compact} p={compact ? 0 : 'md'} radius="md" bg="transparent" className={className}>
      <Group gap="sm" wrap="nowrap" justify={compact ? 'flex-start' : 'center'}>
        <Text size="sm" c="dimmed">
          {what ? t('partFailed.messageOf', { what }) : t('partFailed.message')}
        </Text>
        <Button size="compact-sm" variant="light" onClick={onRetry} loading={retrying} loaderProps={{ 'aria-label': t('partFailed.retrying') }}>
          {t('partFailed.retry')}
        </Button>
      </Group>
    </Paper>
  );
}
