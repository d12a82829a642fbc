import { afterEach, describe, expect, it, vi } from 'vitest';
import { installNativeApp, type NativeAppHarness } from '#web/testing/native-app.ts';
import { shareLink } from './share';

const link = { url: 'https://site.test/?invite=QC7K2M9P', title: 'QC', text: 'Join me' };

describe('sharing the referral link', () => {
  let app: NativeAppHarness | null = null;
  afterEach(() => {
    app?.uninstall();
    app = null;
    window.localStorage.clear();
  });

  it('uses the app’s share sheet in the app', async () => {
    app = installNativeApp('ios');
    const share = vi.fn();
    expect(await shareLink(link, { share })).toBe('app');
    expect(app.messages).toEqual([{ type: 'SHARE', data: link }]);
    expect(share).not.toHaveBeenCalled();
  });

  it('uses Web Share where the browser has it; a dismissed sheet is not a failure', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(link, { share })).toBe('shared');
    expect(share).toHaveBeenCalledWith(link);
    expect(await shareLink(link, { share: vi.fn().mockRejectedValue(new DOMException('no', 'AbortError')) })).toBe('cancelled');
  });

  it('copies the link otherwise, or when Web Share refuses', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(link, { clipboard: { writeText } })).toBe('copied');
    expect(await shareLink(link, { share: vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError')), clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(link.url);
    expect(await shareLink(link, {})).toBe('failed');
  });
});
