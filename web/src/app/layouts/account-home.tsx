import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame';
import { AccountNav } from './account-nav';

/** /account: the account centre's menu as a page (what a phone shows; big screens show it beside). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.account')}>
      <AccountNav />
    </PageFrame>
  );
}
