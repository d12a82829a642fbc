import { useEffect, useEffectEvent } from 'react';
import { usePlayer } from '#web/api/player.ts';
import { useUserStore } from '#web/stores/user.ts';
import { isTransferEligible, needsTransferPassword, transferPrompts } from '../utils/account-transfer';

/**
 * Raises the account-transfer flags (SPEC §4) once per player loaded on this page: after a login,
 * and after a reload that restores the session. The password step is raised while the account
 * has no password of its own and the player has not put it off today; the record step unless the
 * player closed it for good on this device. Refreshing the same player does not raise them again.
 */
export function useAccountTransferPrompt(): void {
  const player = usePlayer() ?? null;
  const loginName = player?.loginName ?? null;
  // Only a new login name raises the flags: a refreshed player (after setting the password) must not.
  const raise = useEffectEvent(() => {
    if (!loginName || !isTransferEligible(player)) return;
    useUserStore.getState().setTransferPending({
      transferPasswordPending: needsTransferPassword(player) && !transferPrompts.passwordPutOff(loginName),
      transferRecordPending: !transferPrompts.recordHidden(loginName),
    });
  });
  useEffect(() => {
    raise();
  }, [loginName]);
}
