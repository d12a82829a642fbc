import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS = { RUNNING: 'green', UPCOMING: 'blue', FINISHED: 'gray' } as const;

// Dark text on the light tint: white on a mid green or blue fails the contrast a phone in the sun needs.

/** A tournament's state: running, coming or finished. */
export function StatusBadge({ status }: { status: keyof typeof COLORS }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" c="dark.7" style={{ flexShrink: 0 }}>
      {t(`competitions.status.${status}`)}
    </Badge>
  );
}
