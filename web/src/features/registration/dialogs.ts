import { defineDialog } from '../../components/dialog-registry';
import { useUserStore } from '../../stores/user';
import { withLocales } from '../../lib/i18n/i18n';
import { registrationLocales } from './locales';

/** The registration success and welcome dialogs, raised by the new-registration flag. */
export const registrationDialogs = [
  defineDialog({
    id: 'post-registration-dialogs',
    load: () => withLocales(() => import('./components/post-registration-dialogs'), registrationLocales).then((m) => m.PostRegistrationDialogs),
    useWanted: () => useUserStore((state) => state.isNewRegistration),
  }),
];
