import { useTranslation } from 'react-i18next';
import { PageFrame } from './page-frame';
import { useRouteMeta } from '../lib/routing/route-meta';

/** A page whose content belongs to a later issue: its real frame and title, nothing more. */
export function Component() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return <PageFrame title={t(meta.titleKey)} />;
}
