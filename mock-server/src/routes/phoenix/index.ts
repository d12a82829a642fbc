import { countriesFor } from '../../domain/shared/countries.ts';
import { isLocale } from '../../domain/shared/locale.ts';
import { marqueeRunning } from '../../domain/content/marquee.ts';
import { timeZonesAt } from '../../domain/shared/time-zones.ts';
import { defineHandlers } from '../handler.ts';
import { chatHandlers } from './chat.ts';
import { forgotPasswordHandlers } from './forgot-password.ts';
import { guessGameHandlers } from './guess-games.ts';
import { lotteryHandlers } from './lottery.ts';
import { tournamentHandlers } from './tournaments.ts';
import { depositHandlers } from './deposit.ts';
import { jumpHandlers } from './jump.ts';
import { kycHandlers } from './kyc.ts';
import { messagesHandlers } from './messages.ts';
import { playerHandlers } from './player.ts';
import { pointsHandlers } from './points.ts';
import { profileHandlers } from './profile.ts';
import { ratesHandlers } from './rates.ts';
import { recordsHandlers } from './records.ts';
import { registrationHandlers } from './registration.ts';
import { responsibleGamingHandlers } from './responsible-gaming.ts';
import { securityHandlers } from './security.ts';
import { transferHandlers } from './transfer.ts';
import { validateHandlers } from './validate.ts';
import { walletTransferHandlers } from './wallet-transfer.ts';
import { withdrawalHandlers } from './withdrawal.ts';
import { bonusHandlers } from './bonuses.ts';
import { promotionHandlers } from './promotions.ts';

export const phoenixHandlers = defineHandlers({
  getPublicKey: ({ state }) => state.config.webkey,
  getCommonConfig: ({ state }) => state.config,
  getTimeZones: ({ now }) => timeZonesAt(now),
  // The query's locale wins over Accept-Language: the site asks for the list of its language.
  getCountryCodes: ({ query, locale }) =>
    countriesFor(isLocale(query?.locale) ? query.locale : locale),
  getMarquee: ({ body, state, now }) => marqueeRunning(state.marquee, body.locale, now),
  ...validateHandlers,
  ...forgotPasswordHandlers,
  ...registrationHandlers,
  ...playerHandlers,
  ...profileHandlers,
  ...kycHandlers,
  ...responsibleGamingHandlers,
  ...transferHandlers,
  ...withdrawalHandlers,
  ...walletTransferHandlers,
  ...depositHandlers,
  ...recordsHandlers,
  ...ratesHandlers,
  ...tournamentHandlers,
  ...lotteryHandlers,
  ...guessGameHandlers,
  ...securityHandlers,
  ...chatHandlers,
  ...promotionHandlers,
  ...bonusHandlers,
  ...pointsHandlers,
  ...messagesHandlers,
  ...jumpHandlers,
});
