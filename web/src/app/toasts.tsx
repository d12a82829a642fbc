/**
 * Where toasts show (Mantine's notifications, with their styles and transitions): a chunk of its
 * own, loaded beside the first render, since the first screen shows no toast. One raised before it
 * mounts waits in the notifications store and shows once it does.
 */
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

export function Toasts() {
  return <Notifications position="top-center" limit={3} autoClose={3000} zIndex={4000} withAutoCloseProgress />;
}
