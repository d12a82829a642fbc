import { Group, Stack, UnstyledButton } from '@mantine/core';
import { useLocation } from 'react-router';
import type { CmsTemplate } from '#generated/cms/cms.ts';
import { SmartLink } from '#web/components/smart-link.tsx';
import classes from './nav-links.module.css';

/** The header / side-nav links the editors keep in the CMS module HEADER_NAV. */
export function NavLinks({
  items,
  orientation,
  onNavigate,
}: {
  items: CmsTemplate[];
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const links = items.map((item) => {
    const active = item.templateAction === pathname || (item.templateAction !== '/' && pathname.startsWith(`${item.templateAction}/`));
    return (
      <UnstyledButton
        key={item.id}
        component={SmartLink}
        to={item.templateAction}
        className={classes.link}
        data-orientation={orientation}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        {item.title}
      </UnstyledButton>
    );
  });
  return orientation === 'horizontal' ? (
    <Group gap={4} wrap="nowrap" className={classes.row}>
      {links}
    </Group>
  ) : (
    <Stack gap={2}>{links}</Stack>
  );
}
