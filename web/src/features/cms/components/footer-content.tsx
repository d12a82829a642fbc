import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '#generated/cms/cms.ts';
import { PartFailed } from '#web/components/part-failed.tsx';
import { RawHtml } from '#web/components/raw-html.tsx';
import { SmartLink } from '#web/components/smart-link.tsx';
import { SHELL_MODULES, useCmsTemplates } from '../api/templates';
import { mediaUrl } from '#web/lib/media-url.ts';
import classes from './footer-content.module.css';

/** The footer's CMS part: About text, information links and social links. */
export function FooterContent({ locale, contentDomain }: { locale: Locale; contentDomain: string }) {
  const { t } = useTranslation();
  const { data: arrived, isError, isFetching, refetch } = useCmsTemplates(SHELL_MODULES, locale);
  // The header's navigation comes in the same answer and draws at once; the footer, below every
  // page, draws after it in the background (its sanitised HTML is the costliest part of the two).
  // Also when it mounts with the answer already there (its chunk loads late): null until then.
  const data = useDeferredValue(arrived, null) ?? undefined;
  // The shell's one CMS call failed: the footer says so where its links would be.
  if (isError) return <PartFailed onRetry={() => void refetch()} retrying={isFetching} />;
  const about = data?.FOOTER_ABOUT?.[0];
  const links = data?.FOOTER_LINKS ?? [];
  const social = data?.FOOTER_SOCIAL ?? [];

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {about?.title || t('footer.about')}
        </Title>
        {about ? <RawHtml html={about.remark} className={classes.about} /> : null}
      </Stack>
      <nav aria-labelledby="footer-links-title">
        <Title order={2} size="h5" id="footer-links-title" mb="xs">
          {t('footer.links')}
        </Title>
        <ul className={classes.links}>
          {links.map((link) => (
            <li key={link.id}>
              <Anchor component={SmartLink} to={link.templateAction} size="sm" c="dimmed">
                {link.title}
              </Anchor>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <Title order={2} size="h5" mb="xs">
          {t('footer.social')}
        </Title>
        <Group gap="sm" component="ul" className={classes.list}>
          {social.map((item) => {
            const icon = mediaUrl(item.mediaLibrary, contentDomain);
            return (
              <li key={item.id}>
                <SmartLink to={item.templateAction} className={classes.social} aria-label={item.title}>
                  {icon ? <img src={icon} alt="" width={20} height={20} /> : <Text span fw={700}>{item.title.slice(0, 1)}</Text>}
                </SmartLink>
              </li>
            );
          })}
        </Group>
      </div>
    </SimpleGrid>
  );
}
