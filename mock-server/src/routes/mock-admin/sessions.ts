import { servedDocuments } from '../../runtime/served-contract.ts';
import { defineControlHandlers, type ControlResultOf, type ControlServer } from './handler.ts';
import { iso } from '../time.ts';

/** An OpenAPI document as the contract types it (the files are generated/served/, written by `npm run generate`). */
type OpenApiDocument = ControlResultOf<'getControlContract'>;

/** How many sessions the picker's list holds, most recently used first. */
const SESSIONS_LISTED = 100;

/** The session as a whole: health, the contract, reset and the list of live sessions (tag session). */
export const sessionHandlers = ({ sessions }: ControlServer) =>
  defineControlHandlers({
    getMockHealth: () => ({ ok: true }),
    getControlContract: () => servedDocuments().control as OpenApiDocument,
    getPlayerContract: () => servedDocuments().player as OpenApiDocument,
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
