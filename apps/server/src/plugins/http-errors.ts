/** A failure the caller caused or may see: carries its status and a message safe to show. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string[]> | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly reason: string | undefined;

  constructor(
    statusCode: number,
    message: string,
    options: {
      errors?: Record<string, string[]>;
      headers?: Record<string, string>;
      reason?: string;
    } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.errors = options.errors;
    this.headers = options.headers;
    this.reason = options.reason;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(409, message, errors ? { errors } : {});
export const unprocessable = (errors: Record<string, string[]>, message = 'Validation failed') =>
  new HttpError(422, message, { errors });
export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new HttpError(429, message, { headers: { 'retry-after': String(retryAfterSeconds) } });
export const unavailable = (message: string) => new HttpError(503, message);
