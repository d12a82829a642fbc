import { useTranslation } from 'react-i18next';
import { ArticleView } from './article-view';

/** /help/moneyChange/about-deposit-withdrawal: methods, limits, times and fees (CMS article help-deposit-withdrawal). */
export function Component() {
  const { t } = useTranslation();
  return <ArticleView code="help-deposit-withdrawal" title={t('pages.aboutDepositWithdrawal')} />;
}
