import { ActionIcon, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadNotices } from '#web/api/notices.ts';
import { href } from '#web/lib/paths.ts';
import classes from './header-notices.module.css';

const BellIcon = () => (
  <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable={false}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/**
 * The header's way to the notices, with the unread count as a badge (live: the `notice` push
 * writes it). Its name says the count, so a screen reader hears it too. Loaded after the first
 * paint, beside the wallet and the account menu.
 */
export default function HeaderNotices() {
  const { t } = useTranslation();
  const unread = useUnreadNotices();
  return (
    <ActionIcon
      component={Link}
      to={href('/account/notices')}
      variant="subtle"
      size="lg"
      className={classes.bell}
      aria-label={unread > 0 ? t('notices.bellUnread', { count: unread }) : t('notices.bell')}
    >
      <BellIcon />
      {unread > 0 ? (
        // The count is in the link's name; the badge only shows it.
        <Badge size="xs" color="red.9" circle className={classes.count} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </Badge>
      ) : null}
    </ActionIcon>
  );
}
