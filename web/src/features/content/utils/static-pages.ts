/** SPEC §2: the static page types seen (/static/:type), each a CMS page. */
const staticPageTypes = [
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
export type StaticPageType = (typeof staticPageTypes)[number];

export const isStaticPageType = (value: unknown): value is StaticPageType =>
  typeof value === 'string' && (staticPageTypes as readonly string[]).includes(value);
