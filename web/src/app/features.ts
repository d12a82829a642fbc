/**
 * The site's features, in order: app/ composes the route table, the account centre's menu, the
 * sitemap and the dialog table from this one list (lib/feature.ts says what a feature hands over).
 *
 * The order is the order of the dialogs' stacking (later above earlier) and of the entries within
 * a section of the account menu or the sitemap.
 */
import type { Feature } from '../lib/feature';
import { feature as registration } from '../features/registration/feature';
import { feature as login } from '../features/login/feature';
import { feature as passwordRecovery } from '../features/password-recovery/feature';
import { feature as migration } from '../features/migration/feature';
import { feature as gamePlay } from '../features/game-play/feature';
import { feature as jump } from '../features/jump/feature';
import { feature as games } from '../features/games/feature';
import { feature as competitions } from '../features/competitions/feature';
import { feature as promotions } from '../features/promotions/feature';
import { feature as qpon } from '../features/qpon/feature';
import { feature as content } from '../features/content/feature';
import { feature as deposit } from '../features/deposit/feature';
import { feature as withdrawal } from '../features/withdrawal/feature';
import { feature as transfer } from '../features/transfer/feature';
import { feature as wallet } from '../features/wallet/feature';
import { feature as profile } from '../features/profile/feature';
import { feature as identity } from '../features/identity/feature';
import { feature as vip } from '../features/vip/feature';
import { feature as referral } from '../features/referral/feature';
import { feature as reports } from '../features/reports/feature';
import { feature as responsibleGaming } from '../features/responsible-gaming/feature';
import { feature as bets } from '../features/bets/feature';
import { feature as myNumbers } from '../features/my-numbers/feature';
import { feature as notices } from '../features/notices/feature';
import { feature as security } from '../features/security/feature';
import { feature as chat } from '../features/chat/feature';

export const features: readonly Feature[] = [
  // Dialogs, in stacking order.
  registration,
  login,
  passwordRecovery,
  migration,
  gamePlay,
  jump,
  // The site's pages.
  games,
  promotions,
  qpon,
  content,
  // The account centre, in its menu's order.
  deposit,
  withdrawal,
  transfer,
  wallet,
  profile,
  identity,
  vip,
  referral,
  reports,
  responsibleGaming,
  bets,
  myNumbers,
  competitions,
  notices,
  security,
  // Last: its widget stacks above every other dialog, as the shell's chat did.
  chat,
];
