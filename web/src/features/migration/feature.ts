import { usePlayer } from '../../api/player';
import { defineDialog } from '../../lib/dialogs/dialog-registry';
import { defineFeature } from '../../lib/feature';
import { withLocales } from '../../lib/i18n/i18n';
import { migrationLocales } from './locales';
import { isTransferEligible } from './utils/account-transfer';

/** Account transfer for legacy players. */
export const feature = defineFeature({
  dialogs: [
    // Loaded only for a player who can still transfer; it decides itself when to open.
    defineDialog({
      id: 'account-transfer-dialog',
      load: () => withLocales(() => import('./components/account-transfer-dialog'), migrationLocales).then((m) => m.AccountTransferDialog),
      useWanted: () => isTransferEligible(usePlayer() ?? null),
    }),
  ],
});
