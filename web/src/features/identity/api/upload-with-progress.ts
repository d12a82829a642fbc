/**
 * uploadIdDocument with upload progress. Why not the one http client: it sends with `fetch`,
 * which reports no upload progress, and a streaming request body (the one way fetch could) needs
 * HTTP/2, which the mock server and many proxies do not speak. So this one call goes over
 * XMLHttpRequest, and keeps the client's contract by hand: the same headers (language, bearer
 * token, loginName in the body), the envelope unwrapped the same way, the same typed errors, and
 * the same error policy (session codes still act; the page shows the business message itself).
 */
import { getUploadIdDocumentUrl, type IdDocument, type IdDocumentResponse, type UploadIdRequest } from '#generated/phoenix/account.ts';
import { errorCodes } from '#web/lib/http/error-codes.ts';
import { applyDecision, decideError } from '#web/lib/http/error-policy.ts';
import { ApiError, NetworkError, TimeoutError } from '#web/lib/http/errors.ts';
import { REQUEST_TIMEOUT_MS } from '#web/lib/http/client.ts';
import { currentPlayer } from '#web/api/player.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { useUserStore } from '#web/stores/user.ts';

interface UploadOptions {
  /** 0-1, as the request body goes out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function sendOnce(request: UploadIdRequest, { onProgress, signal }: UploadOptions): Promise<IdDocument> {
  const url = getUploadIdDocumentUrl();
  const token = useUserStore.getState().webToken;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.responseType = 'text';
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token.access_token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.ontimeout = () => reject(new TimeoutError(url, REQUEST_TIMEOUT_MS));
    xhr.onerror = () => reject(new NetworkError(url, new Error('upload failed')));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    xhr.onload = () => {
      let body: Partial<IdDocumentResponse> | undefined;
      try {
        body = JSON.parse(xhr.responseText) as Partial<IdDocumentResponse>;
      } catch {
        body = undefined;
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok && body?.success === true && body.code === errorCodes.success && body.data) {
        onProgress?.(1);
        resolve(body.data);
        return;
      }
      reject(new ApiError({ code: typeof body?.code === 'number' ? body.code : ok ? -1 : xhr.status, msg: body?.msg ?? '', httpStatus: xhr.status, data: body?.data, path: url }));
    };
    if (signal) {
      if (signal.aborted) xhr.abort();
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    // As the client does: the logged-in player's loginName in every JSON body.
    const loginName = currentPlayer()?.loginName;
    xhr.send(JSON.stringify(loginName ? { ...request, loginName } : request));
  });
}

/** Uploads one picture; progress from 0 to 1. Business refusals reach the caller (silent), session codes act as everywhere. */
export async function uploadWithProgress(request: UploadIdRequest, options: UploadOptions = {}, retried = false): Promise<IdDocument> {
  try {
    return await sendOnce(request, options);
  } catch (error) {
    const decision = decideError(error, { path: getUploadIdDocumentUrl(), silent: true, retried });
    await applyDecision(decision, error);
    if (decision.retry) return uploadWithProgress(request, options, true);
    throw error;
  }
}
