import { EMAIL_VERIFICATION_HOURS, PASSWORD_RESET_MINUTES } from '@streamfront/contract';
import { createElement as h } from 'react';
import { z } from 'zod';
import { greeting, quoted } from '../../../lib/customer-text.ts';
import { defineTemplate } from './define-template.ts';
import { MailButton, MailHeading, MailLink, P } from './layout.ts';

/** An admin's answer to a customer's message: the business's words, the customer's quoted. */
export const queryReplyMail = defineTemplate({
  template: 'query-reply',
  topic: null,
  params: z.object({
    name: z.string(),
    subject: z.string(),
    reply: z.string(),
    adminName: z.string(),
    /** Where to read the thread and answer: the account page, or the contact form. */
    answerPath: z.string(),
    hasAccount: z.boolean(),
  }),
  subject: (p) => `Re: ${quoted(p.subject)}`,
  preview: (p) => p.reply.slice(0, 120),
  body: (p, context) => [
    h(P, { key: 'g' }, greeting(p.name)),
    h(P, { key: 's' }, `This is our answer to your message ${quoted(p.subject)}.`),
    h(P, { key: 'r', keepBreaks: true }, p.reply),
    h(P, { key: 'a' }, `${p.adminName}, support team`),
    h(
      MailButton,
      { key: 'b', context, href: `${context.siteUrl}${p.answerPath}` },
      p.hasAccount ? 'Read the conversation and answer' : 'Write back through the contact form',
    ),
  ],
});

export const passwordResetMail = defineTemplate({
  template: 'password-reset',
  topic: null,
  params: z.object({ name: z.string(), link: z.string() }),
  secretParams: ['link'],
  subject: () => 'Choose a new password',
  preview: () => `The link works once, within ${PASSWORD_RESET_MINUTES} minutes.`,
  body: (p, context) => [
    h(P, { key: 'g' }, greeting(p.name)),
    h(
      P,
      { key: 'p' },
      `Someone asked to reset the password of your ${context.site.name} account. To choose a new one, open this link within ${PASSWORD_RESET_MINUTES} minutes (it works once):`,
    ),
    h(MailButton, { key: 'b', context, href: p.link }, 'Choose a new password'),
    h(P, { key: 'l' }, h(MailLink, { context, href: p.link })),
    h(
      P,
      { key: 'n' },
      'Setting a new password signs you out everywhere else. If you did not ask, ignore this email: your password stays as it is.',
    ),
  ],
});

/**
 * The link that proves the address is the reader's: sent on sign-up, after an email change and
 * on request. Like the reset link it is a secret, sealed until sent and never shown again.
 */
export const verifyEmailMail = defineTemplate({
  template: 'verify-email',
  topic: null,
  params: z.object({ name: z.string(), link: z.string() }),
  secretParams: ['link'],
  subject: () => 'Verify your email address',
  preview: () => `The link works once, within ${EMAIL_VERIFICATION_HOURS} hours.`,
  body: (p, context) => [
    h(P, { key: 'g' }, greeting(p.name)),
    h(
      P,
      { key: 'p' },
      `To confirm that this address belongs to your ${context.site.name} account, open this link within ${EMAIL_VERIFICATION_HOURS} hours (it works once):`,
    ),
    h(MailButton, { key: 'b', context, href: p.link }, 'Verify my email'),
    h(P, { key: 'l' }, h(MailLink, { context, href: p.link })),
    h(
      P,
      { key: 'n' },
      'If you did not make an account with us or change your address, ignore this email: nothing changes until the link is opened.',
    ),
  ],
});

export const emailChangedMail = defineTemplate({
  template: 'email-changed',
  topic: null,
  params: z.object({ name: z.string(), oldEmail: z.string(), newEmail: z.string() }),
  subject: () => 'Your email address was changed',
  preview: (p) => `From now on, sign in with ${p.newEmail}.`,
  body: (p, context) => [
    h(P, { key: 'g' }, greeting(p.name)),
    h(
      P,
      { key: 'p' },
      `The email address of your ${context.site.name} account was changed from ${p.oldEmail} to ${p.newEmail}. From now on, sign in with the new address.`,
    ),
    h(
      P,
      { key: 'w' },
      'If you did not make this change, reply to this email or use the contact page straight away so we can secure your account.',
    ),
    h(MailButton, { key: 'b', context, href: `${context.siteUrl}/contact` }, 'Contact us'),
  ],
});

export const vodRequestOutcomeMail = defineTemplate({
  template: 'vod-request-outcome',
  topic: null,
  params: z.object({
    title: z.string(),
    outcome: z.enum(['added', 'approved', 'rejected']),
    note: z.string().nullable(),
  }),
  subject: (p) =>
    p.outcome === 'added'
      ? `${quoted(p.title)} is now available`
      : p.outcome === 'approved'
        ? `${quoted(p.title)} has been approved`
        : `About your request for ${quoted(p.title)}`,
  preview: (p) => p.note ?? `About your request for ${quoted(p.title)}.`,
  body: (p, context) => [
    h(P, { key: 'g' }, 'Hello,'),
    h(
      P,
      { key: 'p' },
      p.outcome === 'added'
        ? `You asked us to add ${quoted(p.title)}. It is now available to watch.`
        : p.outcome === 'approved'
          ? `Thank you for asking us to add ${quoted(p.title)}. We are working on adding it and will tell you once it is in.`
          : `Thank you for asking us to add ${quoted(p.title)}. We are sorry: we cannot add it at the moment.`,
    ),
    p.note ? h(P, { key: 'n' }, p.note) : null,
    p.outcome === 'added'
      ? h(MailButton, { key: 'b', context, href: context.site.webPlayerUrl }, 'Watch now')
      : null,
  ],
});

export const contentReportOutcomeMail = defineTemplate({
  template: 'content-report-outcome',
  topic: null,
  params: z.object({
    subject: z.string(),
    outcome: z.enum(['resolved', 'closed']),
    note: z.string().nullable(),
  }),
  subject: (p) => `Your report about ${quoted(p.subject)} was ${p.outcome}`,
  preview: (p) => p.note ?? 'Thank you for telling us.',
  body: (p) => [
    h(P, { key: 'g' }, 'Hello,'),
    h(P, { key: 'p' }, `You told us about a problem with ${quoted(p.subject)}.`),
    h(P, { key: 'n' }, p.note ?? 'Thank you for telling us.'),
  ],
});

export const testMail = defineTemplate({
  template: 'test',
  topic: null,
  params: z.object({ adminName: z.string() }),
  subject: () => 'Test mail',
  preview: () => 'Outgoing mail works.',
  body: (p, context) => [
    h(MailHeading, { key: 'h' }, 'Outgoing mail works'),
    h(
      P,
      { key: 'p' },
      `${p.adminName} sent this test from the ${context.site.name} back-office. Customers' mail goes out the same way.`,
    ),
  ],
});
