import { apiClient, type QueryValue } from './api-client';

/**
 * GETs a CSV export as a Blob to save. Through the API client, since the call needs the
 * Bearer token a plain link would not send. `failure` gives the call's words for a failure.
 */
export async function fetchCsv(
  path: string,
  query: Record<string, QueryValue>,
  failure: (error?: unknown) => Error,
): Promise<Blob> {
  let text: unknown;
  try {
    text = await apiClient.get<unknown>(path, { query });
  } catch (error) {
    throw failure(error);
  }
  if (typeof text !== 'string') throw failure();
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}
