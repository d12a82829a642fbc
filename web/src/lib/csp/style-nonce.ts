/**
 * The nonce the server gave this page for its `<style>` elements (the CSP allows only those, see
 * web/server/site-headers.ts). The build puts it on `<meta property="csp-nonce">`;
 * the browser hides the attribute once parsed, the `nonce` property still reads it.
 */
export function styleNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  // The dev server (no CSP) serves the build's placeholder as it is.
  return nonce && !nonce.startsWith('__') ? nonce : undefined;
}

declare global {
  // Read by get-nonce, through which react-remove-scroll tags the scroll-lock <style> of dialogs.
  var __webpack_nonce__: string | undefined;
}

/** Lets every library that writes a `<style>` tag it with the page's nonce. */
export function shareStyleNonce(nonce: string | undefined): void {
  if (nonce) globalThis.__webpack_nonce__ = nonce;
}
