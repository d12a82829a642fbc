import type { ControlHandlerTable, ControlServer } from './handler.ts';
import { accountHandlers } from './accounts.ts';
import { appHandlers } from './app.ts';
import { betHandlers } from './bets.ts';
import { chatHandlers } from './chat.ts';
import { bonusHandlers } from './bonuses.ts';
import { clockHandlers } from './clock.ts';
import { competitionHandlers } from './competitions.ts';
import { coverageHandlers } from './coverage.ts';
import { gameHandlers } from './games.ts';
import { journalHandlers } from './journal.ts';
import { kycHandlers } from './kyc.ts';
import { noticeControlHandlers } from './notices.ts';
import { orderHandlers } from './orders.ts';
import { playerHandlers } from './players.ts';
import { pointsControlHandlers } from './points.ts';
import { presetHandlers } from './presets.ts';
import { proxyHandlers } from './proxy.ts';
import { pushHandlers } from './push.ts';
import { scenarioHandlers } from './scenarios.ts';
import { sessionHandlers } from './sessions.ts';
import { snapshotHandlers, snapshotRouteOptions } from './snapshots.ts';
import { walletHandlers } from './wallets.ts';

export type { ControlServer } from './handler.ts';

/**
 * Every control call's handler, keyed by operationId (openapi/mock-admin.yaml); the control
 * plugin refuses to start when a JSON operation has none. The stand-ins' pages are src/stand-ins/.
 */
export const controlHandlers = (server: ControlServer): ControlHandlerTable => ({
  ...sessionHandlers(server),
  ...clockHandlers,
  ...snapshotHandlers(server),
  ...scenarioHandlers(server),
  ...presetHandlers(server),
  ...journalHandlers(server),
  ...coverageHandlers(server),
  ...pushHandlers,
  ...accountHandlers,
  ...kycHandlers,
  ...walletHandlers,
  ...orderHandlers,
  ...gameHandlers,
  ...betHandlers,
  ...competitionHandlers,
  ...chatHandlers,
  ...appHandlers,
  ...bonusHandlers,
  ...playerHandlers,
  ...proxyHandlers(server),
  ...pointsControlHandlers,
  ...noticeControlHandlers,
});

/** Route options some control calls need beyond the defaults. */
export const controlRouteOptions = { ...snapshotRouteOptions };
