import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { href } from '../../lib/paths';

/** Where code 10004 leads (SPEC §8). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.accountDisabled')}>
      <Text>{t('errorPage.accountDisabledBody')}</Text>
      <div>
        <Button component={Link} to={href('/contact')}>
          {t('errorPage.contactSupport')}
        </Button>
      </div>
    </PageFrame>
  );
}
