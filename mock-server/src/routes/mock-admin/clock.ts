import { advance, now, setNow } from '../../domain/shared/clock.ts';
import { ratesAt } from '../../domain/rates/rates.ts';
import { refusal } from '../../runtime/control-context.ts';
import { defineControlHandlers } from './handler.ts';
import { iso } from '../time.ts';

/** 9999-12-31T23:59:59.999Z: the last instant with a four-digit ISO year. */
const LATEST_CLOCK_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** The session clock, which every expiry in the server reads (tag session). */
export const clockHandlers = defineControlHandlers({
  readClock: ({ session }) => ({ now: iso(now(session.clock)) }),
  setClock: ({ body, session }) => {
    const { clock } = session;
    const target = 'advanceMs' in body ? now(clock) + body.advanceMs : typeof body.now === 'number' ? body.now : Date.parse(body.now);
    // Past year 9999 a date has no ISO form, and the expiries added to it would leave Date's range.
    if (!(target >= 0 && target <= LATEST_CLOCK_MS)) throw refusal(400, 'the clock must stay between 1970 and the end of year 9999');
    const at = 'advanceMs' in body ? advance(clock, body.advanceMs) : setNow(clock, target);
    // Rates step on reading; a jump of the clock is news to pages showing them (currencyRate).
    ratesAt(session.state, at);
    return { now: iso(at) };
  },
});
