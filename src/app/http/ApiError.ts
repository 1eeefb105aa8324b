import { FETCH_FAILED, SOMETHING_WENT_WRONG } from '../messages';

/**
 * A failed API call. `offline` is set when the request never reached the server: no signal, or ship wifi without
 * internet.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string,
    readonly offline = false,
    /** The API's `errors` beside its message: the fields it refused, or what a refusal lists. */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static network(): ApiError {
    // navigator.onLine stays true behind a captive portal or a dead ship link, so no answer at all counts as offline.
    const deviceOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return new ApiError(FETCH_FAILED, null, deviceOffline ? 'OFFLINE' : 'NETWORK', true);
  }

  static server(status: number, code = 'ERROR', message = SOMETHING_WENT_WRONG, details?: unknown): ApiError {
    return new ApiError(message, status, code, false, details);
  }

  /** The API's `{ message, code }`: a 4xx message is written for the guest by the API, a 5xx one is not. */
  static async fromResponse(response: Response): Promise<ApiError> {
    let code = 'ERROR';
    let message: string | undefined;
    let details: unknown;
    try {
      const body = (await response.json()) as { message?: unknown; code?: unknown; errors?: unknown };
      if (typeof body.code === 'string') code = body.code;
      if (response.status < 500 && typeof body.message === 'string') message = body.message;
      if (response.status < 500) details = body.errors;
    } catch {
      // Not JSON: keep the generic message.
    }
    return ApiError.server(response.status, code, message, details);
  }

  get notFound(): boolean {
    return this.status === 404;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/**
 * What a failed call tells the user: `offlineText` when no answer came, the API's own message, else the generic one.
 */
export const problemText = (error: unknown, offlineText: string) =>
  isApiError(error) ? (error.offline ? offlineText : error.message) : SOMETHING_WENT_WRONG;
