import { afterEach, describe, expect, it } from 'vitest';
import { FEATURE_TABLE_ID, preloadFeatureTable } from './feature-table-preload';

const files = ['/assets/feature-table-1.js', '/assets/shared-2.js'];

function withBlock(): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FEATURE_TABLE_ID;
  block.textContent = JSON.stringify(files);
  document.head.append(block);
}

const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadFeatureTable', () => {
  it("fetches the features' table on a feature's page", () => {
    withBlock();
    preloadFeatureTable(document, '/slots');
    expect(preloaded()).toEqual(files);
  });

  it('leaves it for later on the pages the shell draws alone', () => {
    withBlock();
    for (const path of ['/', '/login', '/register']) preloadFeatureTable(document, path);
    expect(preloaded()).toEqual([]);
  });

  it('does nothing without the data block (the dev server writes none)', () => {
    preloadFeatureTable(document, '/slots');
    expect(preloaded()).toEqual([]);
  });
});
