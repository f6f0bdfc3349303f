/** Tiny real images (1 × 1 pixel) and the multipart body that uploads one, for upload tests. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const WEBP_1PX = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
/** An ICO whose one 1 × 1 entry is the PNG above. */
export const ICO_1PX = Buffer.from(
  'AAABAAEAAQEAAAEAIABGAAAAFgAAAIlQTkcNChoKAAAADUlIRFIAAAABAAAAAQgGAAAAHxXEiQAAAA1JREFUeNpjZGD4Xw8AAocBgOtHupIAAAAASUVORK5CYII=',
  'base64',
);
export const HTML_AS_PNG = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

/**
 * A multipart/form-data body as a browser sends it, built by the platform's own FormData so
 * the test exercises the real parser: `inject({ method, url, ...multipart(bytes, name) })`.
 */
export async function multipart(
  bytes: Uint8Array,
  filename = 'image.png',
  contentType = 'image/png',
  field = 'file',
) {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type: contentType }), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
