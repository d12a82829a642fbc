/**
 * The first frame's fill for a page that came from a plain static host: what the site's page server
 * writes into the HTML (web/server/first-frame.ts: home's first banner, a lobby's first games'
 * pictures, /promo's first promotion, a tournament's title and summary, the first running
 * announcement), read by the entry itself as soon as it runs. Without it, every page's largest
 * paint waited for the whole start-up, the page's chunk and its call (4.2-4.8 s on Lighthouse's
 * slowed phone as static files, against about 1 s through the page server).
 *
 * A page the page server sent says so (`data-first-frame="server"` on the shell): it read the
 * backend already, whatever it found, and the entry reads nothing (a read of its own would be a
 * player's call the mock could answer with a scenario a test armed for the app). The reads are cut
 * at `budgetMs`; one that fails is left out, and the app reads and shows the same data itself.
 */
import { readDataBlock } from './data-block-preload.ts';
import { bannerPicture, bannerRequest, firstAnnouncement, framePath, HOME_PATHS, lobbyPictures, lobbyRequest, marqueeRequest, PROMO_PATH, promotionPicture, promotionsRequest, tournamentAt, tournamentLead, tournamentRequest, type FirstFrameOperation, type FramePicture } from './first-frame-fill.ts';
import { startLanguageGuess } from './i18n/languages.ts';

/** index.html's data block that names the reads (written by the build: web/start-preload.ts). */
export const FIRST_FRAME_READS_ID = 'qc-first-frame-reads';

export interface FirstFrameReads {
  /** The envelope's code of an answer that succeeded (the contract's). */
  success: number;
  operations: Record<FirstFrameOperation, { method: string; path: string }>;
}

/** How long the entry waits for its reads: the app's start-up waits for them (main.tsx). */
export const BROWSER_FILL_BUDGET_MS = 1_000;

export interface BrowserFillOptions {
  /** The lobby a path shows, if any (the lobbies' routes are the games feature's: main.tsx passes them). */
  lobbyAt: (path: string) => Parameters<typeof lobbyRequest>[0] | undefined;
  budgetMs?: number;
  fetch?: typeof fetch;
}

// boot-shell.ts names the shell too (BOOT_SHELL_ID), but brings React with it: not for the entry.
const SHELL_ID = 'boot-shell';
const FILLED_BY = 'data-first-frame';

function pictureElement(doc: Document, picture: FramePicture): HTMLImageElement {
  const image = doc.createElement('img');
  image.alt = '';
  image.width = picture.width;
  image.height = picture.height;
  // Before src: the fetch starts when src is set.
  if (picture.className) image.className = picture.className;
  if (picture.high) image.setAttribute('fetchpriority', 'high');
  image.src = picture.src;
  return image;
}

/**
 * Fills the shell of a page no server filled; resolves once every read has answered, failed or been
 * cut, with what it found on screen.
 */
export async function fillFirstFrameInBrowser(options: BrowserFillOptions, doc: Document = document, location: Location = window.location): Promise<void> {
  const shell = doc.getElementById(SHELL_ID);
  const reads = readDataBlock<FirstFrameReads>(doc, FIRST_FRAME_READS_ID);
  if (!shell || shell.hasAttribute(FILLED_BY) || !reads) return;
  shell.setAttribute(FILLED_BY, 'browser');
  const path = framePath(location.pathname);
  const locale = startLanguageGuess(location.search, doc.cookie);
  const signal = AbortSignal.timeout(options.budgetMs ?? BROWSER_FILL_BUDGET_MS);
  const send = options.fetch ?? fetch;

  const read = async (operation: FirstFrameOperation, body: object): Promise<unknown> => {
    const { method, path: url } = reads.operations[operation];
    try {
      const answer = await send(url, {
        method,
        headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': locale },
        body: JSON.stringify(body),
        credentials: 'same-origin',
        signal,
      });
      const envelope = (await answer.json()) as { code?: unknown; success?: unknown; data?: unknown };
      if (answer.ok && envelope.success === true && envelope.code === reads.success) return envelope.data;
      console.warn(`[first frame] ${operation} answered ${answer.status}, code ${String(envelope.code)}; the app reads it itself`);
    } catch (error) {
      console.warn(`[first frame] ${operation} gave nothing (${signal.aborted ? 'cut at the budget' : (error as Error).message}); the app reads it itself`);
    }
    return undefined;
  };

  const banner = async () => {
    const frame = shell.querySelector('.boot-shell-banner');
    if (!frame || (!HOME_PATHS.has(path) && path !== PROMO_PATH)) return;
    const picture = path === PROMO_PATH ? promotionPicture(await read('getPromotions', promotionsRequest())) : bannerPicture(await read('getTemplatePage', bannerRequest(locale)));
    if (picture) frame.replaceChildren(pictureElement(doc, picture));
  };
  const tiles = async () => {
    const frame = shell.querySelector('.boot-shell-tiles');
    const lobbyCode = options.lobbyAt(path);
    if (!frame || !lobbyCode) return;
    const pictures = lobbyPictures(await read('getGameList', lobbyRequest(lobbyCode)));
    if (pictures.length === 0) return;
    frame.replaceChildren(...pictures.map((picture) => pictureElement(doc, picture)));
    frame.classList.add('boot-shell-pictures');
  };
  const strip = async () => {
    const frame = shell.querySelector('.boot-shell-strip');
    const line = frame && firstAnnouncement(await read('getMarquee', marqueeRequest(locale)));
    if (!frame || line === undefined) return;
    const span = doc.createElement('span');
    span.textContent = line;
    frame.replaceChildren(span);
  };
  const lead = async () => {
    const frame = shell.querySelector('.boot-shell-line');
    const tournamentId = tournamentAt(path);
    if (!frame || !tournamentId) return;
    const found = tournamentLead(await read('getTournament', tournamentRequest(tournamentId)));
    if (!found) return;
    const element = (tag: string, className?: string, text?: string) => {
      const made = doc.createElement(tag);
      if (className) made.className = className;
      if (text !== undefined) made.textContent = text;
      return made;
    };
    const card = element('div', 'boot-shell-card');
    card.append(element('p', undefined, found.lead));
    const block = element('div', 'boot-shell-lead');
    block.append(element('p', 'boot-shell-title', found.title), element('span', 'boot-shell-back'), card);
    frame.replaceWith(block);
  };
  await Promise.all([banner(), tiles(), strip(), lead()]);
}
