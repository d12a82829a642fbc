import { defineDialog } from '../../components/dialog-registry';
import { useUserStore } from '../../stores/user';
import { isTransferEligible } from './utils/account-transfer';

/** Account transfer: loaded only for a player who can still transfer; it decides itself when to open. */
export const migrationDialogs = [
  defineDialog({
    id: 'account-transfer-dialog',
    load: () => import('./components/account-transfer-dialog').then((m) => m.AccountTransferDialog),
    useWanted: () => useUserStore((state) => isTransferEligible(state.userInfo)),
  }),
];
