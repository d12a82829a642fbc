/** Resolves once the next frame is painted: a task queued from an animation frame runs after its paint. */
const paintedFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * When the app may start loading: once the first frame is on screen and its pictures (home's first
 * banner, a lobby's first row of games: see lib/boot-shell.ts and the server's first frame) have
 * arrived and been painted, or after `maxWaitMs` whatever happened (a picture that never comes, a
 * hidden tab that paints no frame). The app's start-up is long work on a phone's main thread:
 * begun earlier, it held back the paint of pictures that had already arrived (a lobby's largest
 * paint moved from 1.0 s to 1.5 s).
 */
export function afterFirstFrame(doc: Document = document, maxWaitMs = 1000): Promise<void> {
  const pictures = [...doc.querySelectorAll<HTMLImageElement>('#boot-shell .boot-shell-banner > img, #boot-shell .boot-shell-tiles > img')];
  const picturesReady = Promise.all(
    pictures
      .filter((picture) => !picture.complete)
      .map(
        (picture) =>
          new Promise<void>((resolve) => {
            picture.addEventListener('load', () => resolve(), { once: true });
            picture.addEventListener('error', () => resolve(), { once: true });
          }),
      ),
  );
  // The first frame painted, and a frame painted after the pictures arrived: a picture that came
  // after the first paint is drawn only in a later frame, and the start-up's long tasks would hold
  // that frame back (Lighthouse saw the page's largest paint only after the app replaced the shell:
  // 4.7 s on `/` in its simulated phone).
  const cap = new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs));
  return Promise.race([Promise.all([paintedFrame(), picturesReady.then(paintedFrame)]).then(() => undefined), cap]);
}

/**
 * The app's own chunk did not load (the network dropped, a deploy replaced it): the shell would
 * otherwise stay forever. Says so, in Japanese, English and Chinese (the language's strings are
 * in the chunk that failed), with a way to try again.
 */
export function showStartFailure(error: unknown, doc: Document = document): void {
  console.error('[start] the app could not load', error);
  const box = doc.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'start-failure';
  for (const text of ['ページを読み込めませんでした。通信状態を確認して、もう一度お試しください。', 'The page could not load. Check your connection and try again.', '页面无法加载。请检查网络连接后重试。']) {
    const line = doc.createElement('p');
    line.textContent = text;
    box.append(line);
  }
  const retry = doc.createElement('button');
  retry.type = 'button';
  retry.textContent = '再読み込み / Reload';
  retry.addEventListener('click', () => window.location.reload());
  box.append(retry);
  doc.getElementById('boot-shell')?.remove();
  doc.getElementById('root')?.append(box);
}
