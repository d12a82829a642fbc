import { templatesFor } from '../../domain/content/cms.ts';
import { defineHandlers } from '../handler.ts';
import { brandHandlers } from './brand.ts';
import { contentHandlers } from './content.ts';
import { gameLabelHandlers } from './game-labels.ts';

export const cmsHandlers = {
  ...defineHandlers({
    getTemplatePage: ({ body, state }) => templatesFor(state.cms, body.moduleCodes, body.locale),
  }),
  ...contentHandlers,
  ...brandHandlers,
  ...gameLabelHandlers,
};
