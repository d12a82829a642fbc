import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A fact the player copies into their bank app or wallet: its label, its value and a copy button. */
export function CopyField({ label, value, shown = value }: { label: string; value: string; shown?: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <div style={{ minWidth: 0 }}>
        <Text component="dt" size="xs" c="dimmed">
          {label}
        </Text>
        <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {shown}
        </Text>
      </div>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('deposit.copied') : t('deposit.copy')} withArrow>
            <ActionIcon variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : 'blue'} onClick={copy} aria-label={t('deposit.copyField', { field: label })}>
              <span aria-hidden>{copied ? '✓' : '⧉'}</span>
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
