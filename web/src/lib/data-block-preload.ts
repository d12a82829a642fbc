/**
 * What the entry fetches ahead from index.html's data blocks (JSON in a `<script
 * type="application/json">` written by the build: web/start-preload.ts): the start-up strings
 * (./start-strings.ts) and the features' table (./feature-table-preload.ts).
 */

/** The block's JSON, or undefined when the page has no such block. */
export function readDataBlock<T>(doc: Document, id: string): T | undefined {
  const block = doc.getElementById(id);
  return block?.textContent ? (JSON.parse(block.textContent) as T) : undefined;
}

/** A modulepreload link in the head for each file. */
export function modulePreload(doc: Document, files: readonly string[]): void {
  for (const file of files) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    doc.head.append(link);
  }
}
