import { Button, CopyButton, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A fact the player copies into their bank app or wallet: its label (dt), its value and a copy button (dd). */
export function CopyField({ label, value, shown = value }: { label: string; value: string; shown?: string }) {
  const { t } = useTranslation();
  return (
    <div style={{ padding: '6px 0', borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Group component="dd" m={0} justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {shown}
        </Text>
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            // The visible word is part of the name (WCAG 2.5.3); the name says which fact it copies.
            <Button size="compact-sm" variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : 'blue'} onClick={copy} aria-label={t('deposit.copyField', { field: label })} style={{ flexShrink: 0 }}>
              {copied ? t('deposit.copied') : t('deposit.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}
