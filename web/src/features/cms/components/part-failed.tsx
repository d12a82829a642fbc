import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A home part that did not load, in its place: what happened and a retry (never an empty heading). */
export function PartFailed({ what, onRetry, className }: { what: string; onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <Group role="alert" gap="sm" justify="center" className={className}>
      <Text c="red.8">{t('home.loadFailed', { what })}</Text>
      <Button variant="default" size="xs" onClick={onRetry}>
        {t('home.retry')}
      </Button>
    </Group>
  );
}
