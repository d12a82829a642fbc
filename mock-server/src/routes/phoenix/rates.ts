// Capital exchange rates (SPEC §7): read steps them (domain/rates), and a step is pushed on currencyRate.
import { ratesAt } from '../../domain/rates/rates.ts';
import { defineHandlers } from '../handler.ts';

export const ratesHandlers = defineHandlers({
  getExchangeRates: ({ state, now }) =>
    ratesAt(state, now).map(({ at, ...rate }) => ({ ...rate, time: new Date(at).toISOString() })),
});
