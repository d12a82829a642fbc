import type { cmsContract, InputOf } from '../../contract.ts';
import { templatesFor } from '../../domain/content/cms.ts';
import { handler, type HandlerTable } from '../handler.ts';

export const cmsHandlers: HandlerTable = {
  getTemplatePage: handler<InputOf<typeof cmsContract.GetTemplatePageBody>>(({ body, state }) =>
    templatesFor(state.cms, body.moduleCodes, body.locale),
  ),
};
