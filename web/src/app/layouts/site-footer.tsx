import { Container, Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FooterContent } from '../../features/cms/components/footer-content';
import { currentLanguage } from '../../lib/i18n/i18n';
import { useCommonConfig } from '../../api/platform';

/**
 * What the footer holds, loaded when the footer comes near the viewport (site-layout.tsx): it is
 * below every page and brings the HTML sanitiser.
 */
export function SiteFooterContent() {
  const { t } = useTranslation();
  const contentDomain = useCommonConfig().data?.contentDomain ?? '';
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <FooterContent locale={currentLanguage()} contentDomain={contentDomain} />
        <Divider />
        <Stack gap={4} align="center">
          <Text size="xs" c="dimmed">
            {t('site.adultsOnly')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('site.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}
