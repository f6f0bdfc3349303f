/**
 * Why a request failed, beyond its status: `network`, `cors` and `timeout` got no answer
 * (status 0); `quota` was stopped on the client before being sent (spec §9); `http` is any
 * answer the catalogue of spec §8 treats as a failure.
 */
export type ApiErrorCode = 'http' | 'network' | 'cors' | 'timeout' | 'quota';

export type FieldErrors = Record<string, string[]>;

export interface ApiErrorInit {
  status: number;
  message: string;
  code: ApiErrorCode;
  retryAfter?: number | undefined;
  errors?: FieldErrors | undefined;
  serverMessage?: string | undefined;
  headers?: Headers | undefined;
  cause?: unknown;
}

/** The one error every API call throws, carrying the spec §8 message for the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived; 429 for a client-side quota block. */
  readonly status: number;
  readonly code: ApiErrorCode;
  /** Seconds to wait before trying again (429 and the client quota). */
  readonly retryAfter: number | undefined;
  /** The field map of a 422 answer. */
  readonly errors: FieldErrors | undefined;
  /** The server's own `message`, when it sent one. */
  readonly serverMessage: string | undefined;
  /** Headers of the answer, when there was one. */
  readonly headers: Headers | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.retryAfter = init.retryAfter;
    this.errors = init.errors;
    this.serverMessage = init.serverMessage;
    this.headers = init.headers;
  }

  /** The same failure told with another message (feature-specific wording of spec §8). */
  withMessage(message: string): ApiError {
    return new ApiError({
      status: this.status,
      code: this.code,
      retryAfter: this.retryAfter,
      errors: this.errors,
      serverMessage: this.serverMessage,
      headers: this.headers,
      message,
      cause: this,
    });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
