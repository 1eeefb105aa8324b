// The office's photo calls (docs/catalogue.md 'Photos'). The upload goes by XMLHttpRequest, the one browser API that
// reports an upload's progress: the photo's bytes as they are, its own type as the content type.
import { mask } from 'superstruct';
import { photoInfo, type PhotoFocus, type PhotoInfo } from '../../domain/catalogue';
import { ApiError } from '../http/ApiError';
import { API_BASE, apiHeaders, apiRequest, tokenToSend } from '../http/client';

const PHOTOS = 'operator/catalogue/photos';

export const fetchPhotoInfo = (id: string, signal?: AbortSignal) =>
  apiRequest(`${PHOTOS}/${encodeURIComponent(id)}`, { schema: photoInfo, signal });

export const refocusPhoto = (id: string, focus: PhotoFocus) =>
  apiRequest(`${PHOTOS}/${encodeURIComponent(id)}/focus`, { method: 'POST', body: focus, schema: photoInfo });

type Answer = { message?: unknown; code?: unknown };
/** The API's JSON answer; null for anything else (a proxy's page). */
function answerOf(text: string): Answer | null {
  try {
    const body: unknown = JSON.parse(text);
    return body !== null && typeof body === 'object' ? (body as Answer) : null;
  } catch {
    return null;
  }
}

/** Uploads `file`; `onProgress` hears the fraction sent (0–1). */
export async function uploadPhoto(
  file: Blob,
  focus: PhotoFocus,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<PhotoInfo> {
  const headers = apiHeaders(
    false,
    undefined,
    { 'Content-Type': file.type || 'application/octet-stream' },
    await tokenToSend(),
  );
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/${PHOTOS}?x=${focus.x}&y=${focus.y}`);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(ApiError.network());
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      const body = answerOf(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        try {
          resolve(mask(body, photoInfo));
        } catch {
          reject(ApiError.server(xhr.status, 'BAD_RESPONSE'));
        }
        return;
      }
      if (!body) return reject(xhr.status === 0 ? ApiError.network() : ApiError.server(xhr.status));
      const message = xhr.status < 500 && typeof body.message === 'string' ? body.message : undefined;
      reject(ApiError.server(xhr.status, typeof body.code === 'string' ? body.code : 'ERROR', message));
    };
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
