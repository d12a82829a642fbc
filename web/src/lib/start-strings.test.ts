import { afterEach, describe, expect, it } from 'vitest';
import { preloadStartStrings, START_STRINGS_ID, startLanguageGuess } from './start-strings';

const files = { 'ja-JP': ['/assets/ja-JP-1.js'], 'en-US': ['/assets/en-US-2.js', '/assets/en-US-3.js'], 'zh-CN': ['/assets/zh-CN-4.js'] };

function withBlock(): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = START_STRINGS_ID;
  block.textContent = JSON.stringify(files);
  document.head.append(block);
}

const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
  document.cookie = 'qc-lang=; max-age=0; path=/';
});

describe('startLanguageGuess', () => {
  it('takes a ?lang= query first, then the stored choice in the cookie, else Japanese', () => {
    expect(startLanguageGuess('?lang=zh-CN', 'qc-lang=en-US')).toBe('zh-CN');
    expect(startLanguageGuess('', 'a=1; qc-lang=en-US; b=2')).toBe('en-US');
    expect(startLanguageGuess('', '')).toBe('ja-JP');
  });

  it('ignores a language the site does not have', () => {
    expect(startLanguageGuess('?lang=fr-FR', 'qc-lang=de-DE')).toBe('ja-JP');
    expect(startLanguageGuess('?lang=fr-FR', 'qc-lang=en-US')).toBe('en-US');
  });
});

describe('preloadStartStrings', () => {
  it("preloads the files of the language the page starts in, and no other language's", () => {
    withBlock();
    document.cookie = 'qc-lang=en-US; path=/';
    preloadStartStrings(document, '');
    expect(preloaded()).toEqual(files['en-US']);
  });

  it('preloads Japanese on a first visit', () => {
    withBlock();
    preloadStartStrings(document, '');
    expect(preloaded()).toEqual(files['ja-JP']);
  });

  it('does nothing on a page without the block (the dev server)', () => {
    preloadStartStrings(document, '?lang=en-US');
    expect(preloaded()).toEqual([]);
  });
});
