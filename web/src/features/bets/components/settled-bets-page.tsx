import { BetsPage } from './bets-page';

/** /account/settledbets: bets that are over (won, lost, void). */
export function Component() {
  return <BetsPage status="SETTLED" />;
}
