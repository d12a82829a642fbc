import { defineDialog } from '../../components/dialog-registry';
import { useUserStore } from '../../stores/user';

/** The registration success and welcome dialogs, raised by the new-registration flag. */
export const registrationDialogs = [
  defineDialog({
    id: 'post-registration-dialogs',
    load: () => import('./components/post-registration-dialogs').then((m) => m.PostRegistrationDialogs),
    useWanted: () => useUserStore((state) => state.isNewRegistration),
  }),
];
