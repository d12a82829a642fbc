// Reads more than one panel needs: each panel is a chunk of its own, and one panel importing
// another would load it whole.
import { listCodes, listMockAccounts } from '#generated/mock-admin/mock-admin.ts';
import { ask, inSession } from '../api.ts';

/** The session's accounts (the accounts panel, and the pickers of the push and wallets panels). */
export const accountsQuery = (session: string) => ({
  queryKey: ['accounts', session],
  queryFn: () => ask(listMockAccounts(inSession(session))),
});

/** The code catalogue (the scenario form's code picker, the journal's code names). */
export const codesQuery = { queryKey: ['codes'], queryFn: () => ask(listCodes()), staleTime: Infinity };
