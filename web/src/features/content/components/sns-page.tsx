import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCommonConfig } from '#web/api/platform.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { SmartLink } from '#web/components/smart-link.tsx';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { mediaUrl } from '#web/lib/media-url.ts';
import { elementsQueryOptions, type CmsElement } from '../api/content';
import { LoadFailed } from './part-state';
import classes from './content.module.css';

function SnsAccounts({ element }: { element: CmsElement }) {
  const { t } = useTranslation();
  const contentDomain = useCommonConfig().data?.contentDomain ?? '';
  return (
    <section aria-labelledby="sns-accounts">
      <Title order={2} size="h3" id="sns-accounts">
        {element.title}
      </Title>
      {element.remark ? <Text c="dimmed" mb="md">{element.remark}</Text> : null}
      <div className={classes.cardGrid}>
        {element.items.map((account) => {
          const icon = mediaUrl(account.media, contentDomain);
          return (
            <Paper key={account.id} withBorder radius="md" p="md">
              <Stack gap="sm" h="100%">
                <Group gap="sm" wrap="nowrap">
                  {icon ? <img src={icon} alt="" className={classes.snsIcon} width={48} height={48} loading="lazy" /> : null}
                  <div>
                    <Text component="h3" fw={700} m={0}>
                      {account.title}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {account.subtitle}
                    </Text>
                  </div>
                </Group>
                <Text size="sm" style={{ flexGrow: 1 }}>
                  {account.text}
                </Text>
                <Button component={SmartLink} to={account.link} variant="light" aria-label={`${t('contentPages.sns.followOn', { network: account.title, handle: account.subtitle })} ${t('contentPages.opensNewTab')}`}>
                  {t('contentPages.sns.follow')}
                </Button>
              </Stack>
            </Paper>
          );
        })}
      </div>
    </section>
  );
}

function ContactInfo({ element }: { element: CmsElement }) {
  return (
    <section aria-labelledby="sns-contact">
      <Title order={2} size="h3" id="sns-contact">
        {element.title}
      </Title>
      {element.remark ? <Text c="dimmed" mb="sm">{element.remark}</Text> : null}
      <Stack gap="xs">
        {element.items.map((item) => (
          <Text key={item.id} size="sm">
            <strong>{item.title}</strong>{' '}
            {item.link ? (
              <Anchor component={SmartLink} to={item.link}>
                {item.subtitle}
              </Anchor>
            ) : (
              item.subtitle
            )}
            <VisuallyHidden>: </VisuallyHidden> <Text span c="dimmed" size="sm">{item.text}</Text>
          </Text>
        ))}
      </Stack>
    </section>
  );
}

/** /sns: the brand's social accounts (icon, handle, what each posts, follow) and how to reach support. */
export function Component() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const elements = useQuery(elementsQueryOptions(['SNS_LINKS', 'CONTACT_INFO'], locale));
  const [sns, contact] = elements.data ?? [];
  return (
    <PageFrame title={t('pages.sns')}>
      {sns && contact ? (
        <Stack gap="xl">
          <SnsAccounts element={sns} />
          <ContactInfo element={contact} />
        </Stack>
      ) : elements.isError ? (
        <LoadFailed error={elements.error} onRetry={() => void elements.refetch()} />
      ) : (
        <div className={classes.cardGrid} aria-busy="true" aria-label={t('contentPages.loading')}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={210} radius="md" />
          ))}
        </div>
      )}
    </PageFrame>
  );
}
