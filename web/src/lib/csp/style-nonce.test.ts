import { describe, expect, it } from 'vitest';
import { styleNonce } from './style-nonce';

const page = (meta: string) => new DOMParser().parseFromString(`<!doctype html><html><head>${meta}</head><body></body></html>`, 'text/html');

describe('styleNonce', () => {
  it("reads the nonce the server put on the page's csp-nonce meta", () => {
    expect(styleNonce(page('<meta property="csp-nonce" nonce="abc123==">'))).toBe('abc123==');
  });

  it('gives none for the build placeholder the dev server leaves, or without the meta', () => {
    expect(styleNonce(page('<meta property="csp-nonce" nonce="__QC_CSP_NONCE__">'))).toBeUndefined();
    expect(styleNonce(page(''))).toBeUndefined();
  });
});
