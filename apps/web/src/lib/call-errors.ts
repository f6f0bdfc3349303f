import { ApiError } from './api-client';

/**
 * Words of their own for the failures that have no operation in them. Only the services calls
 * have them (spec §8, services: "mapped messages"); every other call tells these failures in
 * the general words the API client already gave the error (spec §8, general requests), so
 * each failure reads one way across the back-office (decision 040).
 */
export interface MappedMessages {
  rateLimited: string;
  sessionExpired: string;
  notFound: string;
  network: string;
  timeout: string;
}

export interface CallErrorOptions {
  /** Refusals (e.g. 409) whose own words help the admin more than a generic message. */
  serverSays?: readonly number[];
  mapped?: MappedMessages;
}

function mappedMessage(error: ApiError, mapped: MappedMessages): string | undefined {
  if (error.code === 'timeout') return mapped.timeout;
  if (error.code === 'network' || error.code === 'cors') return mapped.network;
  if (error.status === 429) return mapped.rateLimited;
  if (error.status === 401 || error.status === 403) return mapped.sessionExpired;
  if (error.status === 404) return mapped.notFound;
  return undefined;
}

/**
 * The words for a failed call: what the client said of a failure with no operation in it
 * (no answer, signed out, not found, too many requests, a 422's field lines), the server's
 * reason where `serverSays` lists the status, else `fallback`, which names the operation that
 * failed ("Failed to update service. Please try again.").
 */
export function callErrorMessage(
  error: unknown,
  fallback: string,
  { serverSays = [], mapped }: CallErrorOptions = {},
): string {
  if (!(error instanceof ApiError)) return fallback;
  const own = mapped && mappedMessage(error, mapped);
  if (own) return own;
  if (error.status === 0 || [401, 403, 404, 422, 429].includes(error.status)) return error.message;
  if (serverSays.includes(error.status)) return error.serverMessage ?? error.message;
  return fallback;
}

/** Rethrows a failed call with its words; a cancelled request is not a failure to report. */
export function toCallError(error: unknown, fallback: string, options?: CallErrorOptions): Error {
  if (error instanceof ApiError)
    return error.withMessage(callErrorMessage(error, fallback, options));
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new Error(fallback, { cause: error });
}
