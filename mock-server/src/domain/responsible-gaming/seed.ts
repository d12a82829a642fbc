import { noSelfControl, type SelfControl } from './self-control.ts';

/** Seeded settings by name; everyone else has none. */
const SEEDS: Readonly<Record<string, SelfControl>> = {
  player01: { depositLimits: [{ period: 'MONTHLY', amount: 300_000 }] },
};

export function seedSelfControl(accounts: readonly { id: string; name: string }[]): Record<string, SelfControl> {
  return Object.fromEntries(accounts.map(({ id, name }) => [id, structuredClone(SEEDS[name]) ?? noSelfControl()]));
}
