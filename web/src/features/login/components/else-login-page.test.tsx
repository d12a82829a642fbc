import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '#generated/components/schemas/loginResult.zod.ts';
import { ApiError } from '#web/lib/http/errors.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { render } from '#web/testing/render.tsx';
import { useAttribution } from '#web/stores/attribution.ts';
import { finishLogin } from '#web/api/finish-login.ts';
import { restoreSession } from '#web/api/session.ts';
import type * as ThirdParty from '../api/third-party';
import { redeemThirdPartyCode } from '../api/third-party';
import { ElseLoginPage } from './else-login-page';

vi.mock('../api/third-party', async (importOriginal) => ({
  ...(await importOriginal<typeof ThirdParty>()),
  redeemThirdPartyCode: vi.fn(),
  beginThirdPartyLogin: vi.fn(),
}));
vi.mock('#web/api/finish-login.ts', () => ({ finishLogin: vi.fn() }));
vi.mock('#web/api/session.ts', () => ({ restoreSession: vi.fn() }));

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function visit(address: string) {
  return render(
    <StrictMode>
      <Routes>
        <Route path="/elseLogin/:type" element={<ElseLoginPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </StrictMode>,
    { language: 'en-US', route: address },
  );
}

const address = () => screen.getByRole('status', { name: 'address' });
const result = { access_token: 'a', refresh_token: 'r', loginName: 'qcline01' } as LoginResult;

beforeEach(() => {
  useAttribution.setState({ referCode: null, linkType: null, btag: null, affiliateId: null });
  vi.mocked(redeemThirdPartyCode).mockResolvedValue({ result, newAccount: true });
  vi.mocked(finishLogin).mockResolvedValue({} as Awaited<ReturnType<typeof finishLogin>>);
  vi.mocked(restoreSession).mockResolvedValue(false);
});
afterEach(() => vi.clearAllMocks());

describe('ElseLoginPage', () => {
  it('redeems the code once, with the referral, logs in as a registration and goes home', async () => {
    useAttribution.setState({ referCode: 'AGT2026', linkType: 'agent' });
    visit('/elseLogin/line?code=oc-1&state=st-1');
    expect(screen.getByText('Logging in with LINE…')).toBeInTheDocument();
    await waitFor(() => expect(address()).toHaveTextContent(/^\/$/));
    expect(redeemThirdPartyCode).toHaveBeenCalledOnce();
    expect(redeemThirdPartyCode).toHaveBeenCalledWith('line', 'oc-1', 'st-1', { referCode: 'AGT2026' });
    expect(finishLogin).toHaveBeenCalledWith(result, { registered: true });
  });

  it('says the login failed when the player denied it, and offers another try', async () => {
    visit('/elseLogin/google?error=access_denied&state=st-2');
    expect(await screen.findByText('Could not log in with Google')).toBeInTheDocument();
    expect(screen.getByText(i18n.t('thirdParty.denied'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
    // The answer leaves the address.
    expect(address()).toHaveTextContent(/^\/elseLogin\/google$/);
    expect(redeemThirdPartyCode).not.toHaveBeenCalled();
  });

  it('says a used or expired code failed, without logging in', async () => {
    vi.mocked(redeemThirdPartyCode).mockRejectedValue(new ApiError({ code: 100706, msg: 'Third-party login failed', httpStatus: 200, path: '/api' }));
    visit('/elseLogin/twitter?code=oc-used&state=st-3');
    expect(await screen.findByText('Could not log in with X')).toBeInTheDocument();
    // In the catalogue's words for 100706 (openapi/codes.yaml), not the server's msg.
    expect(screen.getByText(i18n.t('codes.loginExpired'))).toBeInTheDocument();
    expect(finishLogin).not.toHaveBeenCalled();
  });

  it('sends a player who is already in home when the address has no code (a reload after login)', async () => {
    vi.mocked(restoreSession).mockResolvedValue(true);
    visit('/elseLogin/line');
    await waitFor(() => expect(address()).toHaveTextContent(/^\/$/));
  });

  it('knows no provider it does not support', async () => {
    visit('/elseLogin/facebook?code=x&state=y');
    expect(await screen.findByText(i18n.t('thirdParty.failedUnknown'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
