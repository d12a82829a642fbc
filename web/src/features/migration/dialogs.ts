import { defineDialog } from '../../components/dialog-registry';
import { usePlayer } from '../../api/player';
import { isTransferEligible } from './utils/account-transfer';
import { withLocales } from '../../lib/i18n/i18n';
import { migrationLocales } from './locales';

/** Account transfer: loaded only for a player who can still transfer; it decides itself when to open. */
export const migrationDialogs = [
  defineDialog({
    id: 'account-transfer-dialog',
    load: () => withLocales(() => import('./components/account-transfer-dialog'), migrationLocales).then((m) => m.AccountTransferDialog),
    useWanted: () => isTransferEligible(usePlayer() ?? null),
  }),
];
