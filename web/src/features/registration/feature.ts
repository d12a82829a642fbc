import { defineDialog } from '../../lib/dialogs/dialog-registry';
import { defineFeature } from '../../lib/feature';
import { withLocales } from '../../lib/i18n/i18n';
import { useUserStore } from '../../stores/user';
import { registrationLocales } from './locales';

declare module '../../lib/dialogs/dialog-flags' {
  interface DialogFlags {
    /** The deposit-limit step of the post-registration dialogs (after the success dialog). */
    'registration-limit': true;
    /** The welcome dialog's step of the post-registration dialogs (after the limit step). */
    'registration-welcome': true;
  }
}

/** Registration: the success and welcome dialogs, raised by the new-registration flag (the forms live in the auth dialog). */
export const feature = defineFeature({
  dialogs: [
    defineDialog({
      id: 'post-registration-dialogs',
      load: () => withLocales(() => import('./components/post-registration-dialogs'), registrationLocales).then((m) => m.PostRegistrationDialogs),
      useWanted: () => useUserStore((state) => state.isNewRegistration),
    }),
  ],
});
