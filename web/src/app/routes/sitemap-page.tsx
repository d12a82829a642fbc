import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { bySection, sitemapSections, type loadSitemapLinks } from '../listings';

/** The public pages of the site, grouped as a player looks for them: every feature's links (the route's loader), section by section. */
export function Component() {
  const { t } = useTranslation();
  const sections = bySection(sitemapSections, useLoaderData<typeof loadSitemapLinks>());
  return (
    <PageFrame title={t('pages.sitemap')}>
      <Text c="dimmed">{t('sitemap.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
        {sections.map((section) => (
          <Stack key={section.section} gap="xs" component="section">
            <Title order={2} size="h5">
              {t(section.titleKey)}
            </Title>
            {section.entries.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm">
                {t(link.labelKey)}
              </Anchor>
            ))}
          </Stack>
        ))}
      </SimpleGrid>
    </PageFrame>
  );
}
