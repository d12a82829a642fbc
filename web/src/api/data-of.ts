import { ApiError } from '../lib/http/errors';
import { errorCodes } from '../lib/http/error-codes';

/**
 * The `data` of a successful envelope. The http client resolves a 100701 (login safety check)
 * answer as well (SPEC §8 "returns normally"); such an answer carries a LoginChallenge, not the
 * data a read asked for, so a read that meets it fails quietly here instead of caching a wrong
 * shape. The error policy has not run for it: nothing is shown.
 */
export function dataOf<T>(response: { code: number; msg: string; data: T }): T {
  if (response.code !== errorCodes.success) {
    throw new ApiError({ code: response.code, msg: response.msg, httpStatus: 200, data: response.data, path: '' });
  }
  return response.data;
}
