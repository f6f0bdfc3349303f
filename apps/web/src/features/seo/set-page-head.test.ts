import { afterEach, describe, expect, it } from 'vitest';
import { setPageHead } from './set-page-head';

const location = { origin: 'https://watch.example', pathname: '/packages' };
const meta = (selector: string) =>
  document.head.querySelector<HTMLMetaElement>(selector)?.getAttribute('content') ?? null;

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the head manager', () => {
  it('sets the title and replaces the one description', () => {
    document.head.innerHTML = '<title>Old</title><meta name="description" content="old">';
    setPageHead({ title: 'Packages', description: 'All our packages.' }, location);
    expect(document.title).toBe('Packages · Streamfront');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('meta[name="description"]')).toBe('All our packages.');
  });

  it('writes absolute share tags where asked and removes them elsewhere', () => {
    setPageHead({ title: 'Packages', description: 'All our packages.', openGraph: true }, location);
    expect(meta('meta[property="og:url"]')).toBe('https://watch.example/packages');
    expect(meta('meta[property="og:image"]')).toBe('https://watch.example/og-image.jpg');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');

    setPageHead({ title: 'Contact us', description: 'Write to us.' }, location);
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
    expect(document.head.querySelector('meta[name^="twitter:"]')).toBeNull();
  });

  it('keeps an exact title as given', () => {
    setPageHead({ title: 'Streamfront: TV', description: 'x', exactTitle: true }, location);
    expect(document.title).toBe('Streamfront: TV');
  });
});
