import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { PageFrame } from '../../components/page-frame';

/** SPEC §2: the static page types seen. */
export const staticPageTypes = [
  'about',
  'responsibleGaming',
  'moneyLaundering',
  'security',
  'privacy',
  'teamsAndConditions',
  'generalTeamsOfUse',
  'sportRules',
  'faq',
] as const;

type StaticPageType = (typeof staticPageTypes)[number];
const isStaticPageType = (value: unknown): value is StaticPageType =>
  typeof value === 'string' && (staticPageTypes as readonly string[]).includes(value);

export function Component() {
  const { t } = useTranslation();
  const { type } = useParams();
  const title = isStaticPageType(type) ? t(`pages.static.${type}`) : '';
  useEffect(() => {
    if (title) document.title = `${title} | ${t('site.name')}`;
  }, [title, t]);
  if (!isStaticPageType(type)) return <Navigate to="/static/about" replace />;
  return <PageFrame title={title} />;
}
