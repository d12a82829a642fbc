/** The rates slice's state (domain/rates/rates.ts steps it): the rate of each currency and the step it stands at. */

export interface Rate {
  base: string;
  quote: string;
  rate: number;
  previousRate: number;
  change: number;
  /** When the step that set this rate was taken (session time, ms). */
  at: number;
}

export interface RatesState {
  /** The step the rates stand at (floor of session time / 30 s); null until first read. */
  step: number | null;
  rates: Rate[];
}

export interface RatesSlice {
  seed: number;
  rates: RatesState;
}
