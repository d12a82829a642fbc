import { useQuery } from '@tanstack/react-query';
import { getTemplatePage, type CmsModuleCode, type CmsTemplate, type Locale } from '#generated/cms/cms.ts';
import { apiQuery } from '#web/api/api-query.ts';

type TemplatesByModule = Partial<Record<CmsModuleCode, CmsTemplate[]>>;

/** The fields the site places an item by; an answer without them cannot be shown. */
function isTemplate(value: unknown): value is CmsTemplate {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<Record<keyof CmsTemplate, unknown>>;
  return typeof item.id === 'string' && typeof item.moduleCode === 'string' && typeof item.title === 'string' && typeof item.sort === 'number';
}

/**
 * Groups templates by module, each list in the editors' order. A malformed answer throws, so the
 * query fails and the part shows its placeholder with a retry instead of rendering nothing.
 */
export function groupByModule(templates: CmsTemplate[]): TemplatesByModule {
  if (!Array.isArray(templates) || !templates.every(isTemplate)) throw new Error('The CMS answer is not a list of templates');
  const grouped: TemplatesByModule = {};
  for (const template of [...templates].sort((a, b) => a.sort - b.sort)) {
    (grouped[template.moduleCode] ??= []).push(template);
  }
  return grouped;
}

const TEMPLATES_STALE_MS = 5 * 60_000;

/** The request of useCmsTemplates, for a route's loader to ask for before its page renders. */
export const cmsTemplatesQueryOptions = (moduleCodes: CmsModuleCode[], locale: Locale) =>
  apiQuery({ getTemplatePage }, { moduleCodes, locale }, { staleTime: TEMPLATES_STALE_MS });

/** CMS templates of some modules in the site language, grouped by module. */
export function useCmsTemplates(moduleCodes: CmsModuleCode[], locale: Locale) {
  return useQuery({ ...cmsTemplatesQueryOptions(moduleCodes, locale), select: groupByModule });
}

/** Everything the header, side nav and footer show: one request for the whole shell. */
export const SHELL_MODULES: CmsModuleCode[] = ['HEADER_NAV', 'FOOTER_ABOUT', 'FOOTER_LINKS', 'FOOTER_SOCIAL'];
export const HOME_MODULES: CmsModuleCode[] = ['HOME_BANNER', 'HOME_CATEGORY'];
