import { BetsPage } from './bets-page';

/** /account/unsettledbets: bets still waiting for their result (sports and live). */
export function Component() {
  return <BetsPage status="UNSETTLED" />;
}
