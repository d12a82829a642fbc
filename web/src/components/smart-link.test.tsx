import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_VOUCHER_URL } from '../lib/external-links';
import { installNativeApp, type NativeAppHarness } from '../testing/native-app';
import { render } from '../testing/render';
import { SmartLink } from './smart-link';

describe('SmartLink', () => {
  let app: NativeAppHarness | null = null;
  afterEach(() => {
    app?.uninstall();
    app = null;
    window.localStorage.clear();
  });

  it('a site route stays in the site', () => {
    render(<SmartLink to="/promo">promotions</SmartLink>);
    expect(screen.getByRole('link', { name: 'promotions' })).toHaveAttribute('href', '/promo');
    expect(screen.getByRole('link', { name: 'promotions' })).not.toHaveAttribute('target');
  });

  it('/account/voucher is a link to the voucher site, in a new tab', () => {
    render(<SmartLink to="/account/voucher">vouchers</SmartLink>);
    const link = screen.getByRole('link', { name: 'vouchers' });
    expect(link).toHaveAttribute('href', DEFAULT_VOUCHER_URL);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('in the native app the voucher link goes through the bridge (open external link)', () => {
    app = installNativeApp('android');
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    render(<SmartLink to="/account/voucher">vouchers</SmartLink>);
    fireEvent.click(screen.getByRole('link', { name: 'vouchers' }));
    expect(app.messages).toEqual([{ type: 'OPEN_EXTERNAL_LINK', data: { url: DEFAULT_VOUCHER_URL } }]);
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/'])('%s keeps its text and leads nowhere', (to) => {
    render(<SmartLink to={to}>offer</SmartLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('offer')).not.toHaveAttribute('href');
  });

  it('another site opens in a new tab', () => {
    render(<SmartLink to="https://example.com/news">news</SmartLink>);
    expect(screen.getByRole('link', { name: 'news' })).toHaveAttribute('target', '_blank');
  });
});
