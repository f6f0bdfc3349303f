import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h, type ReactNode } from 'react';
import type { MailContext } from './mail-context.ts';

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
/** Dark text on white: 15:1, far above WCAG AA. */
const INK = '#0f172a';
const MUTED = '#475569';

/**
 * Every mail's frame: the site's name and logo, the message, and a footer with the business's
 * contact details and, on mail a customer may turn off, the unsubscribe link. One column of at
 * most 600 px that shrinks with the screen: nothing is wider than a phone.
 */
export function MailLayout({
  context,
  title,
  preview,
  children,
}: {
  context: MailContext;
  /** The subject: what a screen reader announces for the message as a page. */
  title: string;
  preview: string;
  children?: ReactNode;
}) {
  const { site } = context;
  return h(
    Html,
    { lang: context.place.locale?.split('-')[0] ?? 'en' },
    h(Head, null, h('title', null, title), h('meta', { name: 'color-scheme', content: 'light' })),
    h(Preview, null, preview),
    h(
      Body,
      { style: { backgroundColor: '#f1f5f9', margin: 0, padding: '16px 0', fontFamily: font } },
      h(
        Container,
        {
          style: {
            backgroundColor: '#ffffff',
            maxWidth: '600px',
            width: '100%',
            borderTop: `4px solid ${site.brandColor}`,
            borderRadius: '8px',
            padding: '24px',
            boxSizing: 'border-box',
          },
        },
        h(
          Section,
          null,
          site.logoUrl &&
            h(Img, {
              src: site.logoUrl,
              width: 32,
              height: 32,
              alt: '',
              style: { display: 'inline-block', verticalAlign: 'middle', marginRight: '8px' },
            }),
          h(
            'span',
            { style: { fontSize: '20px', fontWeight: 700, color: INK, verticalAlign: 'middle' } },
            site.name,
          ),
        ),
        h(Section, { style: { color: INK, fontSize: '16px', lineHeight: '24px' } }, children),
        h(Hr, { style: { borderColor: '#e2e8f0', margin: '24px 0 16px' } }),
        h(
          Text,
          { style: { color: MUTED, fontSize: '13px', lineHeight: '20px', margin: 0 } },
          `${site.name} · `,
          h(
            Link,
            { href: `mailto:${site.supportEmail}`, style: { color: MUTED } },
            site.supportEmail,
          ),
          site.contactPhone ? ` · ${site.contactPhone}` : null,
          ' · ',
          h(Link, { href: `${context.siteUrl}/contact`, style: { color: MUTED } }, 'Contact us'),
        ),
        context.unsubscribeUrl &&
          h(
            Text,
            { style: { color: MUTED, fontSize: '13px', lineHeight: '20px', margin: '8px 0 0' } },
            'You get this mail because renewal reminders are on for your account. ',
            h(
              Link,
              {
                href: context.unsubscribeUrl,
                style: { color: MUTED, textDecoration: 'underline' },
              },
              'Unsubscribe from reminders',
            ),
          ),
      ),
    ),
  );
}

// Children are optional in the props' types: createElement passes them as arguments.
export const MailHeading = ({ children }: { children?: ReactNode }) =>
  h(
    Heading,
    { as: 'h1', style: { fontSize: '22px', lineHeight: '30px', margin: '16px 0 8px', color: INK } },
    children,
  );

/** A paragraph; `keepBreaks` keeps the line breaks of text an admin typed. */
export const P = ({ children, keepBreaks }: { children?: ReactNode; keepBreaks?: boolean }) =>
  h(
    Text,
    {
      style: {
        fontSize: '16px',
        lineHeight: '24px',
        margin: '0 0 12px',
        color: INK,
        ...(keepBreaks ? { whiteSpace: 'pre-wrap' } : {}),
      },
    },
    children,
  );

/** What a link of the mail needs: its colours come from the site's settings in `context`. */
type LinkProps = { context: MailContext; href: string; children?: ReactNode };

/** A call to action: a real link, big enough to tap, in the brand's colour. */
export const MailButton = ({ context, href, children }: LinkProps) =>
  h(
    Section,
    { style: { margin: '8px 0 16px' } },
    h(
      Button,
      {
        href,
        style: {
          backgroundColor: context.site.brandColor,
          color: '#ffffff',
          borderRadius: '6px',
          padding: '12px 20px',
          fontWeight: 600,
          fontSize: '16px',
          textDecoration: 'none',
          display: 'inline-block',
        },
      },
      children,
    ),
  );

/** A link in running text; a long address breaks rather than widen the mail. */
export const MailLink = ({ context, href, children }: LinkProps) =>
  h(
    Link,
    { href, style: { color: context.site.linkColor, wordBreak: 'break-all' } },
    children ?? href,
  );

/** Facts in two columns that stack on a phone: label, value. */
export const Facts = ({ rows }: { rows: [string, ReactNode][] }) =>
  h(
    Section,
    {
      style: {
        margin: '8px 0 16px',
        backgroundColor: '#f8fafc',
        borderRadius: '6px',
        padding: '8px 12px',
      },
    },
    ...rows.map(([label, value]) =>
      h(
        Text,
        {
          key: label,
          style: { margin: '4px 0', fontSize: '15px', lineHeight: '22px', color: INK },
        },
        h('strong', null, `${label}: `),
        value,
      ),
    ),
  );
