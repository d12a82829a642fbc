import { useTranslation } from 'react-i18next';
import { HomeSections } from '../../features/cms/components/home-sections';
import { currentLanguage } from '../../lib/i18n/i18n';
import { useCommonConfig } from '../../api/platform';

export function Component() {
  const { t } = useTranslation();
  const contentDomain = useCommonConfig().data?.contentDomain ?? '';
  return (
    <>
      <h1 className="visually-hidden">{t('site.name')}</h1>
      <HomeSections locale={currentLanguage()} contentDomain={contentDomain} />
    </>
  );
}
