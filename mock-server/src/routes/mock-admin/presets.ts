import { rotateSessionKey } from '../../domain/identity/key-ring.ts';
import { refusal } from '../../runtime/control-context.ts';
import { defineControlHandlers, type ControlServer } from './handler.ts';
import { armChecked } from './scenarios.ts';

/** Named sets of scenarios and actions, the files in mock-server/scenarios/ (tag scenarios). */
export const presetHandlers = (server: ControlServer) =>
  defineControlHandlers({
    listPresets: () => ({
      presets: [...server.presets.values()].map(({ name, description, scenarios, actions }) => ({ name, description, scenarios, actions: actions ?? [] })),
    }),
    applyPreset: ({ params, session }) => {
      const preset = server.presets.get(params.name);
      if (!preset) throw refusal(404, `no preset ${params.name}`);
      for (const action of preset.actions ?? []) {
        if (action === 'rotate-key') rotateSessionKey(session.state);
      }
      const ids = preset.scenarios.map((input) => {
        const armed = armChecked(server, session, input);
        // loadPresets checks each scenario by the same rules, so a preset that loaded always arms.
        if ('error' in armed) throw new Error(`preset ${preset.name}: ${armed.error}`);
        return armed.id;
      });
      return { name: preset.name, ids, actions: preset.actions ?? [] };
    },
  });
