export interface PageHeadInput {
  /** The page's own title; the site name is added after it. */
  title: string;
  description: string;
  /**
   * Open Graph and Twitter card tags for link previews: on the pages people share (home,
   * packages). Other pages carry none rather than a stale copy of the last shared page.
   */
  openGraph?: boolean;
  /** The title exactly as given, without the site name (the home page). */
  exactTitle?: boolean;
}

export const SITE_NAME = 'Streamfront';
export const OG_IMAGE_PATH = '/og-image.jpg';

const SHARE_TAGS = [
  'og:type',
  'og:site_name',
  'og:title',
  'og:description',
  'og:url',
  'og:image',
  'og:image:alt',
  'twitter:card',
  'twitter:title',
  'twitter:description',
  'twitter:image',
];

function attributeFor(key: string) {
  return key.startsWith('og:') ? 'property' : 'name';
}

function setMeta(key: string, content: string | null) {
  const attribute = attributeFor(key);
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}

export function fullTitle({ title, exactTitle }: Pick<PageHeadInput, 'title' | 'exactTitle'>) {
  return exactTitle ? title : `${title} · ${SITE_NAME}`;
}

/**
 * Writes the page's title, description and share tags into <head>. index.html carries the
 * home page's tags for crawlers that run no script; this keeps them true on every route.
 */
export function setPageHead(input: PageHeadInput, location: Pick<Location, 'origin' | 'pathname'>) {
  const title = fullTitle(input);
  document.title = title;
  setMeta('description', input.description);

  if (!input.openGraph) {
    for (const key of SHARE_TAGS) setMeta(key, null);
    return;
  }
  // Link previews need absolute addresses, known only at run time.
  const image = `${location.origin}${OG_IMAGE_PATH}`;
  const values: Record<string, string> = {
    'og:type': 'website',
    'og:site_name': SITE_NAME,
    'og:title': title,
    'og:description': input.description,
    'og:url': `${location.origin}${location.pathname}`,
    'og:image': image,
    'og:image:alt': `${SITE_NAME}: live sports, live TV and video on demand`,
    'twitter:card': 'summary_large_image',
    'twitter:title': title,
    'twitter:description': input.description,
    'twitter:image': image,
  };
  for (const key of SHARE_TAGS) setMeta(key, values[key] ?? null);
}
