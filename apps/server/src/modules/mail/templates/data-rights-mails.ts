import { dataExportPath, formatDateTime } from '@streamfront/contract';
import { createElement as h } from 'react';
import { z } from 'zod';
import { greeting } from '../../../lib/customer-text.ts';
import { defineTemplate } from './define-template.ts';
import { MailButton, MailLink, P } from './layout.ts';

/**
 * "Your data is ready" (decision 060): a link to the download page, which works signed in
 * only, so the link itself is no secret and the message may be shown and sent again.
 */
export const dataExportReadyMail = defineTemplate({
  template: 'data-export-ready',
  topic: null,
  params: z.object({
    name: z.string(),
    exportId: z.uuid(),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
  subject: () => 'Your data is ready to download',
  preview: (p, context) =>
    `The download works until ${formatDateTime(p.expiresAt, context.place)}.`,
  body: (p, context) => {
    const href = `${context.siteUrl}${dataExportPath(p.exportId)}`;
    return [
      h(P, { key: 'g' }, greeting(p.name)),
      h(
        P,
        { key: 'p' },
        `The copy of your data you asked for is ready: everything your ${context.site.name} account holds, in one JSON file. Sign in and download it before ${formatDateTime(p.expiresAt, context.place)}.`,
      ),
      h(MailButton, { key: 'b', context, href }, 'Download my data'),
      h(P, { key: 'l' }, h(MailLink, { context, href })),
      h(
        P,
        { key: 'n' },
        'If you did not ask for it, sign in and change your password: someone else may have used your account.',
      ),
    ];
  },
});
