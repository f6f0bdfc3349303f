import { describe, expect, it } from 'vitest';
import { splitChatLinks } from './chat-links';

describe('links in bot answers', () => {
  it('turns [label](/path) into a link to that page', () => {
    expect(splitChatLinks('See [Packages](/packages) or the [guide](/setup-guide#web).')).toEqual([
      { text: 'See ' },
      { text: 'Packages', to: '/packages' },
      { text: ' or the ' },
      { text: 'guide', to: '/setup-guide#web' },
      { text: '.' },
    ]);
  });

  it('keeps text without links whole', () => {
    expect(splitChatLinks('Plans start at $9.99/month.')).toEqual([
      { text: 'Plans start at $9.99/month.' },
    ]);
  });

  it.each([
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'packages',
  ])('leaves a link to %j as plain text', (target) => {
    const text = `Go [here](${target}) now`;
    expect(splitChatLinks(text).some((part) => 'to' in part)).toBe(false);
    expect(
      splitChatLinks(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });
});
