import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS = { RUNNING: 'green', UPCOMING: 'blue', FINISHED: 'gray' } as const;

/** A tournament's state: running, coming or finished. */
export function StatusBadge({ status }: { status: keyof typeof COLORS }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant={status === 'RUNNING' ? 'filled' : 'light'}>
      {t(`competitions.status.${status}`)}
    </Badge>
  );
}
