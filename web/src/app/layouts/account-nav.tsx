import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { accountMenu } from '../listings';

/**
 * The account centre's menu, in sections: beside the page on big screens (the current page
 * marked, `aria-current`), the page itself on phones (rows big enough to tap, with a chevron).
 */
export function AccountNav({ asList = false }: { asList?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack component="nav" aria-label={t('pages.account')} gap="md">
      {accountMenu.map((section) => (
        <Stack key={section.section} gap={2} component="section" aria-label={t(section.titleKey)}>
          <Text component="h2" size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" m={0}>
            {t(section.titleKey)}
          </Text>
          {section.entries.map((entry) => {
            const current = pathname === entry.to;
            return (
              <NavLink
                key={entry.to}
                component={Link}
                to={entry.to}
                label={t(entry.labelKey)}
                active={current}
                fw={current ? 700 : undefined}
                // The theme's active colours (shade 7 text on a tint) stay under 4.5:1; the darkest shade on the lightest reads.
                c={current ? 'crimson.9' : undefined}
                bg={current ? 'crimson.0' : undefined}
                aria-current={current ? 'page' : undefined}
                rightSection={asList ? <span aria-hidden="true">›</span> : undefined}
                py={asList ? 'md' : undefined}
                styles={asList ? { root: { borderBottom: '1px solid var(--mantine-color-default-border)' } } : undefined}
              />
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
