import { useTranslation } from 'react-i18next';
import { ArticleView } from './article-view';

/** /help/guide: how to register, deposit, play and withdraw (CMS article help-guide). */
export function Component() {
  const { t } = useTranslation();
  return <ArticleView code="help-guide" title={t('pages.helpGuide')} />;
}
