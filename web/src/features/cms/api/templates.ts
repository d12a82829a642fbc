import type { CmsModuleCode, CmsTemplate, Locale } from '../../../../../generated/cms/cms';
import { useGetTemplatePage } from '../../../../../generated/cms/cms';

export type TemplatesByModule = Partial<Record<CmsModuleCode, CmsTemplate[]>>;

/** Groups templates by module, each list in the editors' order. */
export function groupByModule(templates: CmsTemplate[]): TemplatesByModule {
  const grouped: TemplatesByModule = {};
  for (const template of [...templates].sort((a, b) => a.sort - b.sort)) {
    (grouped[template.moduleCode] ??= []).push(template);
  }
  return grouped;
}

/** CMS templates of some modules in the site language, grouped by module. */
export function useCmsTemplates(moduleCodes: CmsModuleCode[], locale: Locale) {
  return useGetTemplatePage(
    { moduleCodes, locale },
    { query: { select: (response) => groupByModule(response.data), staleTime: 5 * 60_000 } },
  );
}

/** Everything the header, side nav and footer show: one request for the whole shell. */
export const SHELL_MODULES: CmsModuleCode[] = ['HEADER_NAV', 'FOOTER_ABOUT', 'FOOTER_LINKS', 'FOOTER_SOCIAL'];
export const HOME_MODULES: CmsModuleCode[] = ['HOME_BANNER', 'HOME_CATEGORY'];
