import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { defineControlHandlers, iso, type ControlResultOf, type ControlServer } from './handler.ts';

/** How many sessions the picker's list holds, most recently used first. */
const SESSIONS_LISTED = 100;

// Read once: the document is the repo's, the same one these handlers are typed by.
const controlContract = parseYaml(readFileSync(new URL('../../../../openapi/mock-admin.yaml', import.meta.url), 'utf8')) as ControlResultOf<'getControlContract'>;

/** The session as a whole: health, the contract, reset and the list of live sessions (tag session). */
export const sessionHandlers = ({ sessions }: ControlServer) =>
  defineControlHandlers({
    getMockHealth: () => ({ ok: true }),
    getControlContract: () => controlContract,
    resetMockSession: ({ body, session }) => {
      sessions.reset(session, body.seed);
      return { ok: true, session: session.name, seed: session.seed };
    },
    // The session picker's list: reading it binds the request to its own session only.
    listMockSessions: () => ({
      total: sessions.size,
      limit: sessions.limit,
      sessions: sessions.recent(SESSIONS_LISTED).map(({ session, lastUsed }) => ({
        name: session.name,
        seed: session.seed,
        lastUsedAt: iso(lastUsed),
        sockets: session.sockets.size,
        scenarios: session.scenarios.armed,
      })),
    }),
  });
