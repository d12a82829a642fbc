import { Container, Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FooterContent } from '../../features/cms/components/footer-content';
import { currentLanguage } from '../../lib/i18n/i18n';
import { useCommonConfig } from '../../api/platform';
import classes from './site-layout.module.css';

/** Loaded after first paint (it is below the fold and brings the HTML sanitiser). */
export default function SiteFooter() {
  const { t } = useTranslation();
  const contentDomain = useCommonConfig().data?.contentDomain ?? '';
  return (
    <footer className={classes.footer}>
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
    </footer>
  );
}
