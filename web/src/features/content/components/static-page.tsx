import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { href } from '#web/lib/paths.ts';
import { isStaticPageType } from '../utils/static-pages';
import { ArticleView } from './article-view';

/** /static/:type: the nine static pages of SPEC §2 from the CMS; any other type goes to /static/about. */
export function Component() {
  const { t } = useTranslation();
  const { type } = useParams();
  if (!isStaticPageType(type)) return <Navigate to={href('/static/:type', { type: 'about' })} replace />;
  return <ArticleView key={type} code={type} title={t(`pages.static.${type}`)} />;
}
