// Words the web client shows and the server sends, kept free of zod so that the public
// shell can import them (through `@streamfront/contract/plain`) without the schemas.

/** Spec §8's words for any 5xx: the web client shows them, the server sends them on a 503. */
export const SERVER_ERROR_MESSAGE =
  'Our servers are currently experiencing issues. Please try again later.';
