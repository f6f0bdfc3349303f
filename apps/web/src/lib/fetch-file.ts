import { apiClient } from './api-client';

/**
 * GETs a file (an invoice's PDF) as a Blob to save. Through the API client, since the call
 * needs the Bearer token a plain link would not send. `failure` gives the call's words.
 */
export async function fetchFile(path: string, failure: (error?: unknown) => Error): Promise<Blob> {
  let file: unknown;
  try {
    file = await apiClient.get<unknown>(path, { responseType: 'blob' });
  } catch (error) {
    throw failure(error);
  }
  if (!isBlob(file)) throw failure();
  return file;
}

/** By its tag, not `instanceof`: a Blob made by another realm's fetch (a test's) is one too. */
const isBlob = (value: unknown): value is Blob =>
  Object.prototype.toString.call(value) === '[object Blob]';
