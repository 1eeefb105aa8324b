import { FETCH_FAILED, SOMETHING_WENT_WRONG } from '../messages';

/** A failed API call. `offline` is set when the request never reached the server while the device was offline. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string,
    readonly offline = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static network(): ApiError {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return new ApiError(FETCH_FAILED, null, offline ? 'OFFLINE' : 'NETWORK', offline);
  }

  static server(status: number, code = 'ERROR', message = SOMETHING_WENT_WRONG): ApiError {
    return new ApiError(message, status, code);
  }

  get notFound(): boolean {
    return this.status === 404;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
