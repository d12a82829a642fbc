import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { ArticleView } from '../../features/content/components/article-view';
import { isStaticPageType, paths } from '../../lib/paths';

/** /static/:type: the nine static pages of SPEC §2 from the CMS; any other type goes to /static/about. */
export function Component() {
  const { t } = useTranslation();
  const { type } = useParams();
  if (!isStaticPageType(type)) return <Navigate to={paths.static('about')} replace />;
  return <ArticleView key={type} code={type} title={t(`pages.static.${type}`)} />;
}
