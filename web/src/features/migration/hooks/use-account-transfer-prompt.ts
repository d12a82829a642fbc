import { useEffect } from 'react';
import { useUserStore } from '../../../stores/user';
import { isTransferEligible, needsTransferPassword, transferPrompts } from '../utils/account-transfer';

/**
 * Raises the account-transfer flags (SPEC §4) once per player loaded on this page: after a login,
 * and after a reload that restores the session. The password step is raised while the account
 * has no password of its own and the player has not put it off today; the record step unless the
 * player closed it for good on this device. Refreshing the same player does not raise them again.
 */
export function useAccountTransferPrompt(): void {
  const loginName = useUserStore((state) => state.userInfo?.loginName ?? null);
  useEffect(() => {
    const { userInfo, setTransferPending } = useUserStore.getState();
    if (!loginName || !isTransferEligible(userInfo)) return;
    setTransferPending({
      transferPasswordPending: needsTransferPassword(userInfo) && !transferPrompts.passwordPutOff(loginName),
      transferRecordPending: !transferPrompts.recordHidden(loginName),
    });
  }, [loginName]);
}
