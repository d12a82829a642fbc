import { refusal } from '../../runtime/control-context.ts';
import { checkScenario } from '../../runtime/scenario-rules.ts';
import { armScenario, clearScenarios, disarmScenario, listScenarios, type Scenario, type ScenarioInput } from '../../runtime/scenarios.ts';
import type { Session } from '../../runtime/sessions.ts';
import { defineControlHandlers, type ControlServer } from './handler.ts';

/** Arms a scenario that passes the rules of scenario-rules.ts, or says why it would never fire as asked. */
export function armChecked(server: Pick<ControlServer, 'operations' | 'catalogue'>, session: Session, input: ScenarioInput): Scenario | { error: string } {
  const checked = checkScenario(server.operations, server.catalogue, input);
  return checked.ok ? armScenario(session.scenarios, checked.target, input) : { error: checked.error };
}

/** Armed answers for API operations (tag scenarios). */
export const scenarioHandlers = (server: ControlServer) =>
  defineControlHandlers({
    armScenario: ({ body, session }) => {
      const armed = armChecked(server, session, body);
      if ('error' in armed) throw refusal(400, armed.error);
      return { id: armed.id };
    },
    listScenarios: ({ session }) => ({ scenarios: listScenarios(session.scenarios) }),
    clearScenarios: ({ session }) => {
      clearScenarios(session.scenarios);
      return { ok: true };
    },
    disarmScenario: ({ params, session }) => {
      if (!disarmScenario(session.scenarios, params.id)) throw refusal(404, `no armed scenario ${params.id}`);
      return { ok: true };
    },
  });
