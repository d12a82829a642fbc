import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getNotices } from '#generated/phoenix/messages.ts';
import { getTimeZones } from '#generated/phoenix/regions.ts';
import { getCommonConfig } from '#generated/phoenix/platform.ts';
import { codes, errorCodes } from '../lib/http/error-codes';
import { ApiError } from '../lib/http/errors';
import { queryClient } from '../lib/query/query-client';
import { apiKey, apiQuery } from './api-query';

interface Call {
  path: string;
  body: unknown;
  signal: AbortSignal | null | undefined;
}

/** The server: every call answers `answer(path)` as the envelope, and is recorded. */
function serve(answer: (path: string) => { code: number; data: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://site.invalid').pathname;
    calls.push({ path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined, signal: init.signal });
    const { code, data } = answer(path);
    const success = code === errorCodes.success;
    return Response.json({ code, success, msg: success ? 'success' : 'refused', data });
  });
  return calls;
}

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

describe('apiQuery', () => {
  it('keys the cache by operationId, with the params when the call has some', () => {
    expect(apiQuery({ getCommonConfig }).queryKey).toEqual(['getCommonConfig']);
    expect(apiQuery({ getNotices }, { pageNo: 2, pageSize: 10 }).queryKey).toEqual(['getNotices', { pageNo: 2, pageSize: 10 }]);
    expect(apiQuery({ getNotices }, undefined, { viewer: 'visitor' }).queryKey).toEqual(['getNotices', 'visitor']);
    expect(apiKey('getNotices', { pageNo: 2, pageSize: 10 })).toEqual(apiQuery({ getNotices }, { pageNo: 2, pageSize: 10 }).queryKey);
  });

  it('sends the params, passes the abort signal and caches the envelope data', async () => {
    const calls = serve(() => ({ code: errorCodes.success, data: { list: [], total: 0 } }));
    const data = await queryClient.fetchQuery(apiQuery({ getNotices }, { pageNo: 1, pageSize: 10 }));
    expect(data).toEqual({ list: [], total: 0 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/api/phoenix/message/station/list');
    expect(calls[0]?.body).toMatchObject({ pageNo: 1, pageSize: 10 });
    expect(calls[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(queryClient.getQueryData(apiKey('getNotices', { pageNo: 1, pageSize: 10 }))).toEqual({ list: [], total: 0 });
  });

  it('calls a GET without parameters with the request options alone', async () => {
    const calls = serve(() => ({ code: errorCodes.success, data: [{ zone: 'Asia/Tokyo', offset: '+09:00' }] }));
    const options = apiQuery({ getTimeZones }, { staleTime: 1234 });
    expect(options.queryKey).toEqual(['getTimeZones']);
    expect(options.staleTime).toBe(1234);
    await queryClient.fetchQuery(options);
    expect(calls[0]?.path).toBe('/api/phoenix/user/open/common/timeZone');
    expect(calls[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('fails the query on an answer that is not a success, caching nothing', async () => {
    serve(() => ({ code: codes.loginSafetyCheck, data: { challenge: 'x' } }));
    await expect(queryClient.fetchQuery({ ...apiQuery({ getCommonConfig }, undefined, { silent: true }), retry: false })).rejects.toBeInstanceOf(ApiError);
    expect(queryClient.getQueryData(apiKey('getCommonConfig'))).toBeUndefined();
  });

  it('invalidates every call of an operation by its operationId alone', async () => {
    serve(() => ({ code: errorCodes.success, data: { list: [], total: 0 } }));
    await queryClient.fetchQuery(apiQuery({ getNotices }, { pageNo: 1, pageSize: 10 }));
    await queryClient.fetchQuery(apiQuery({ getNotices }, { pageNo: 2, pageSize: 10 }));
    await queryClient.invalidateQueries({ queryKey: apiKey('getNotices'), refetchType: 'none' });
    const states = queryClient.getQueryCache().findAll({ queryKey: apiKey('getNotices') });
    expect(states.map((query) => query.state.isInvalidated)).toEqual([true, true]);
  });
});
