import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { PageFrame } from '../../components/page-frame';
import { isStaticPageType, paths } from '../../lib/paths';

export function Component() {
  const { t } = useTranslation();
  const { type } = useParams();
  const title = isStaticPageType(type) ? t(`pages.static.${type}`) : '';
  useEffect(() => {
    if (title) document.title = `${title} | ${t('site.name')}`;
  }, [title, t]);
  if (!isStaticPageType(type)) return <Navigate to={paths.static('about')} replace />;
  return <PageFrame title={title} />;
}
