// The entry. The first frame (index.html's static shell and, on home, the first banner the server
// puts in it) paints from the HTML and this file's small stylesheet alone; the app's scripts and
// styles load once it is on screen, so on a slow phone they do not compete with it for the network.
// The libraries evaluate in one task and the app in the next: on a phone slowed 4x, evaluating
// both at once was one task of about 110 ms (now about 60 ms, then under 50). Both are fetched
// with the libraries' import (web/start-preload.ts), and the language's start-up strings as this
// file runs (lib/start-strings.ts), and, on a feature's page, the features' table beside the app
// (lib/feature-table-preload.ts), and the first page's own chunks a few links a task while the
// libraries come (lib/page-graph-preload.ts). On a page a plain static host sent, the entry reads
// the first frame's pictures and line itself before the app starts (lib/first-frame-in-browser.ts),
// as the page server would have written them into the HTML.
import './app/boot-shell.css';
import { lobbyAt } from './features/games/utils/lobby';
import { afterFirstFrame, showStartFailure } from './lib/first-frame';
import { fillFirstFrameInBrowser } from './lib/first-frame-in-browser';
import { nextTask } from './lib/next-task';
import { preloadFeatureTable } from './lib/feature-table-preload';
import { preloadPageGraph } from './lib/page-graph-preload';
import { preloadStartStrings } from './lib/start-strings';

preloadStartStrings();

void fillFirstFrameInBrowser({ lobbyAt })
  .catch((error: unknown) => console.warn('[first frame] not filled in the browser; the app draws the page itself', error))
  .then(() => afterFirstFrame())
  .then(() => {
    preloadFeatureTable();
    void preloadPageGraph({ lobbyAt }).catch((error: unknown) => console.warn("[start] the page's chunks not fetched ahead; the router asks for them", error));
    return import('./start-libraries');
  })
  .then(nextTask)
  .then(() => import('./start'))
  .catch(showStartFailure);
