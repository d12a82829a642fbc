import { useEffect } from 'react';
import { useUserStore } from '#web/stores/user.ts';
import { useIsLoggedIn, usePlayer } from '#web/api/player.ts';
import { useLoginNamePrefix } from '#web/api/platform.ts';
import { stripLoginNamePrefix } from '#web/lib/validation/validation.ts';
import { RegistrationSuccessDialog } from './registration-success-dialog';
import { WelcomeDialog } from './welcome-dialog';
import { DepositLimitPrompt } from './deposit-limit-prompt';
import { closeDialog, openDialog, useDialogFlag } from '#web/lib/dialogs/dialog-flags.ts';

/**
 * What a new player sees after registering, by e-mail or by phone (SPEC §2, §4). One flow, driven
 * by the user store's new-registration flag, which `finishLogin` raises:
 *
 * 1. The registration success dialog: the new login name, "deposit" and "start playing".
 * 2. "Start playing" (or closing it) moves on to the deposit-limit prompt (its `registration-limit`
 *    flag): a limit on deposits before the first one, set or skipped.
 * 3. Then the welcome dialog (its `registration-welcome` flag): the offers for new players, a link
 *    to /promo and "deposit".
 * 4. Any way out of the welcome dialog, or "deposit" in the success dialog, drops the
 *    new-registration flag: the flow is over. A player who goes to deposit from the success
 *    dialog skips the welcome dialog, which would only point at the deposit page again.
 *
 * The flag lives in memory, so a reload ends the flow too; a logout drops it with the user.
 */
export function PostRegistrationDialogs() {
  const registered = useUserStore((state) => state.isNewRegistration);
  const loggedIn = useIsLoggedIn();
  const isNewRegistration = registered && loggedIn;
  const loginName = usePlayer()?.loginName ?? '';
  const prefix = useLoginNamePrefix();
  const limitStep = useDialogFlag('registration-limit');
  const welcomeStep = useDialogFlag('registration-welcome');
  const setNewRegistration = useUserStore((state) => state.setNewRegistration);

  // A flow cut short (a logout) leaves no welcome step behind for the next registration.
  useEffect(() => {
    if (isNewRegistration) return;
    if (limitStep) closeDialog('registration-limit');
    if (welcomeStep) closeDialog('registration-welcome');
  }, [isNewRegistration, limitStep, welcomeStep]);

  const end = () => {
    setNewRegistration(false);
    closeDialog('registration-limit');
    closeDialog('registration-welcome');
  };

  const toWelcome = () => {
    closeDialog('registration-limit');
    openDialog('registration-welcome');
  };

  return (
    <>
      <RegistrationSuccessDialog
        opened={isNewRegistration && !limitStep && !welcomeStep}
        loginName={stripLoginNamePrefix(prefix, loginName)}
        onDeposit={end}
        onContinue={() => openDialog('registration-limit')}
      />
      <DepositLimitPrompt opened={isNewRegistration && limitStep} onDone={toWelcome} />
      <WelcomeDialog opened={isNewRegistration && welcomeStep} onClose={end} />
    </>
  );
}
