// The entry. The first frame (index.html's static shell and, on home, the first banner the server
// puts in it) paints from the HTML and this file's small stylesheet alone; the app's scripts and
// styles load once it is on screen, so on a slow phone they do not compete with it for the network.
import './app/boot-shell.css';
import { afterFirstFrame, showStartFailure } from './lib/first-frame';

void afterFirstFrame()
  .then(() => import('./start'))
  .catch(showStartFailure);
