import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { accountMenu } from './account-menu-items';

/** The account centre's menu, in sections: beside the page on big screens, the page itself on phones. */
export function AccountNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack component="nav" aria-label={t('pages.account')} gap="md">
      {accountMenu.map((section) => (
        <Stack key={section.titleKey} gap={2}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
            {t(section.titleKey)}
          </Text>
          {section.items.map((entry) => (
            <NavLink
              key={entry.to}
              component={Link}
              to={entry.to}
              label={t(entry.titleKey)}
              active={pathname === entry.to}
              aria-current={pathname === entry.to ? 'page' : undefined}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
