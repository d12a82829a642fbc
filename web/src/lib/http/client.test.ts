import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttpSession, httpClient, isSafetyCheck, REQUEST_TIMEOUT_MS } from './client';
import { ApiError, NetworkError, TimeoutError } from './errors';
import { registerErrorEffects, type ErrorEffects } from './error-policy';
import { errorCodes } from './error-codes';

type FetchArgs = [string, RequestInit];

function envelope(code: number, data: unknown = null, msg = '', status = 200): Response {
  return new Response(JSON.stringify({ code, success: code === errorCodes.success, data, msg }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** fetch that never answers but honours its abort signal, like a hung server. */
/** A fetch that never answers; like the real one, it rejects when its signal aborts, or already has. */
function hangingFetch(_url: string, init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    if (init.signal?.aborted) reject(new DOMException('aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;
let effects: { [K in keyof ErrorEffects]-?: ReturnType<typeof vi.fn> };

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  effects = {
    toastError: vi.fn(),
    translate: vi.fn((key: string) => `t:${key}`),
    clearUser: vi.fn(),
    renewSession: vi.fn(async () => {}),
    endSession: vi.fn(),
    navigate: vi.fn(),
    openLogin: vi.fn(),
    refreshPublicKey: vi.fn(async () => {}),
    reload: vi.fn(),
    signOut: vi.fn(async () => {}),
    catalogueMessage: vi.fn(() => undefined),
  };
  registerErrorEffects(effects as unknown as ErrorEffects);
  configureHttpSession({ getLanguage: () => 'en-US', getLoginName: () => null, getAccessToken: () => null });
});

afterEach(() => {
  registerErrorEffects(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('http client: success', () => {
  it('returns the whole envelope and sends the site language', async () => {
    fetchMock.mockResolvedValueOnce(envelope(200, { productId: 'qc' }));
    const result = await httpClient<{ data: { productId: string } }>('/api/phoenix/common/config', {
      method: 'POST',
      body: JSON.stringify({}),
    });
    expect(result).toEqual({ code: 200, success: true, data: { productId: 'qc' }, msg: '' });
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init.headers);
    expect(headers.get('Accept-Language')).toBe('en-US');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(effects.toastError).not.toHaveBeenCalled();
  });

  it('adds loginName to JSON bodies when logged in, without overriding one the caller set', async () => {
    configureHttpSession({ getLoginName: () => 'qctaro', getAccessToken: () => 'tok' });
    fetchMock.mockImplementation(async () => envelope(200));
    await httpClient('/api/x', { method: 'POST', body: JSON.stringify({ a: 1 }) });
    await httpClient('/api/y', { method: 'POST', body: JSON.stringify({ loginName: 'mail@example.jp' }) });
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ a: 1, loginName: 'qctaro' });
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body as string)).toEqual({ loginName: 'mail@example.jp' });
    expect(new Headers(fetchMock.mock.calls[0]![1].headers).get('Authorization')).toBe('Bearer tok');
  });

  it('leaves bodies alone for a visitor', async () => {
    fetchMock.mockImplementation(async () => envelope(200));
    await httpClient('/api/x', { method: 'POST', body: JSON.stringify({ a: 1 }) });
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ a: 1 });
  });
});

describe('http client: business errors', () => {
  it('success false shows the server msg as an error toast and rejects with ApiError', async () => {
    fetchMock.mockResolvedValueOnce(envelope(100010, null, 'このユーザー名は既に使われています'));
    const error = await httpClient('/api/phoenix/user/register/email', { method: 'POST', body: '{}' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 100010, httpStatus: 200, path: '/api/phoenix/user/register/email' });
    expect(effects.toastError).toHaveBeenCalledWith('このユーザー名は既に使われています');
  });

  it('a silent caller gets the error without a toast', async () => {
    fetchMock.mockResolvedValueOnce(envelope(100700, null, 'code error'));
    await expect(httpClient('/api/x', { method: 'POST', body: '{}', silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(effects.toastError).not.toHaveBeenCalled();
    // The option is ours, not fetch's.
    expect(fetchMock.mock.calls[0]![1]).not.toHaveProperty('silent');
  });

  it('an error without msg falls back to our generic wording', async () => {
    fetchMock.mockResolvedValueOnce(envelope(555));
    await expect(httpClient('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(effects.toastError).toHaveBeenCalledWith('t:errors.generic');
  });

  it('1008 renews the session (or clears the user when it cannot) and retries once', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1008, null, 'token invalid')).mockResolvedValueOnce(envelope(200, 'ok'));
    await expect(httpClient('/api/phoenix/user/info/balance', { method: 'POST', body: '{}' })).resolves.toMatchObject({
      data: 'ok',
    });
    expect(effects.renewSession).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(effects.toastError).not.toHaveBeenCalled();
  });

  it('a call with a token lets the session renew an expired one first; the token call itself does not wait', async () => {
    const order: string[] = [];
    const ensureFreshToken = vi.fn(async () => {
      order.push('renewed');
    });
    configureHttpSession({ getAccessToken: () => 'old-token', ensureFreshToken });
    fetchMock.mockImplementation(async (url) => {
      order.push(String(url));
      return envelope(200, 'ok');
    });
    await httpClient('/api/phoenix/user/info/balance', { method: 'POST', body: '{}' });
    await httpClient('/auth/oauth/token', { method: 'POST', body: '{}' });
    expect(order).toEqual(['renewed', '/api/phoenix/user/info/balance', '/auth/oauth/token']);
    configureHttpSession({ getAccessToken: () => null });
  });

  it('1008 retries only once; refused again after the renewal, the session ends (and says so, app/start-up)', async () => {
    fetchMock.mockImplementation(async () => envelope(1008, null, 'token invalid'));
    await expect(httpClient('/api/x', { method: 'POST', body: '{}' })).rejects.toMatchObject({ code: 1008 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(effects.renewSession).toHaveBeenCalledTimes(1);
    expect(effects.endSession).toHaveBeenCalledTimes(1);
    expect(effects.toastError).not.toHaveBeenCalledWith('token invalid');
  });

  it('a silent call refused after the renewal ends the session too', async () => {
    fetchMock.mockImplementation(async () => envelope(1008, null, 'token invalid'));
    await expect(httpClient('/api/phoenix/user/info', { method: 'POST', body: '{}', silent: true })).rejects.toMatchObject({ code: 1008 });
    expect(effects.endSession).toHaveBeenCalledTimes(1);
  });

  it('1008 on the token path is an ordinary error: no retry, no clearing', async () => {
    fetchMock.mockResolvedValueOnce(envelope(1008, null, 'bad credentials'));
    await expect(httpClient('/auth/oauth/token', { method: 'POST', body: '{}' })).rejects.toMatchObject({ code: 1008 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(effects.clearUser).not.toHaveBeenCalled();
    expect(effects.renewSession).not.toHaveBeenCalled();
    expect(effects.toastError).toHaveBeenCalledWith('bad credentials');
  });

  it('-120 refreshes the public key, then reloads', async () => {
    const order: string[] = [];
    effects.refreshPublicKey.mockImplementation(async () => void order.push('refresh'));
    effects.reload.mockImplementation(() => void order.push('reload'));
    fetchMock.mockResolvedValueOnce(envelope(-120, null, 'key expired'));
    await expect(httpClient('/auth/oauth/token', { method: 'POST', body: '{}' })).rejects.toMatchObject({ code: -120 });
    expect(order).toEqual(['refresh', 'reload']);
    expect(effects.toastError).not.toHaveBeenCalled();
  });

  it('-130 signs out with a "logged in elsewhere" message', async () => {
    fetchMock.mockResolvedValueOnce(envelope(-130, null, 'kicked'));
    await expect(httpClient('/api/x', { method: 'POST', body: '{}' })).rejects.toMatchObject({ code: -130 });
    expect(effects.signOut).toHaveBeenCalledTimes(1);
    // In the catalogue's words (openapi/codes.yaml), as /__mock/codes has them.
    expect(effects.toastError).toHaveBeenCalledWith('t:codes.loggedInElsewhere');
  });

  it('10004 goes to the account-disabled page', async () => {
    fetchMock.mockResolvedValueOnce(envelope(10004, null, 'disabled'));
    await expect(httpClient('/api/x', { method: 'POST', body: '{}' })).rejects.toMatchObject({ code: 10004 });
    expect(effects.navigate).toHaveBeenCalledWith('/accountDisabled');
  });
});

describe('http client: transport', () => {
  it('HTTP 401 clears the user, goes home and opens login', async () => {
    fetchMock.mockResolvedValueOnce(envelope(401, null, 'Unauthorized', 401));
    const error = await httpClient('/api/x', { method: 'POST', body: '{}' }).catch((e) => e);
    expect(error).toMatchObject({ httpStatus: 401 });
    expect(effects.clearUser).toHaveBeenCalled();
    expect(effects.navigate).toHaveBeenCalledWith('/');
    expect(effects.openLogin).toHaveBeenCalled();
  });

  it('times out after 30 s with TimeoutError and "Request timed out"', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const pending = httpClient('/api/slow', { method: 'POST', body: '{}' }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(effects.toastError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(effects.toastError).toHaveBeenCalledWith('t:errors.timeout');
  });

  it('a network error shows nothing', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(httpClient('/api/x')).rejects.toBeInstanceOf(NetworkError);
    expect(effects.toastError).not.toHaveBeenCalled();
  });

  it("the caller's abort passes through untouched", async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const pending = httpClient<never>('/api/x', { signal: controller.signal }).catch((e: unknown) => e as DOMException);
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(DOMException);
    expect(error.name).toBe('AbortError');
    expect(effects.toastError).not.toHaveBeenCalled();
  });

  it('a malformed answer is an ApiError with our own wording, never the raw body', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(httpClient('/api/x')).rejects.toMatchObject({ httpStatus: 502 });
    expect(effects.toastError).toHaveBeenCalledWith('t:errors.server');
  });
});

describe('http client: 100701 returns normally (SPEC §8)', () => {
  it('resolves a non-login call with the envelope as sent: no toast, no session step', async () => {
    const challenge = { loginName: 'qcplayer01', securityResp: { securityItem: 'EMAIL' } };
    fetchMock.mockResolvedValueOnce(envelope(100701, challenge, 'Enter the code we sent you'));
    const result = await httpClient<{ code: number; data: unknown }>('/api/phoenix/user/info/balance', { method: 'POST', body: '{}' });
    expect(result).toEqual({ code: 100701, success: false, data: challenge, msg: 'Enter the code we sent you' });
    expect(isSafetyCheck(result)).toBe(true);
    expect(effects.toastError).not.toHaveBeenCalled();
    expect(effects.clearUser).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('still rejects the other codes, and 100701 sent with an HTTP error status', async () => {
    fetchMock.mockResolvedValueOnce(envelope(100702, null, 'Wrong password'));
    await expect(httpClient('/api/phoenix/user/info', { method: 'POST' })).rejects.toMatchObject({ code: 100702 });
    fetchMock.mockResolvedValueOnce(envelope(100701, null, '', 500));
    await expect(httpClient('/api/phoenix/user/info', { method: 'POST' })).rejects.toBeInstanceOf(ApiError);
  });
});
