import type { MailTemplate, MailTopic } from '@streamfront/contract';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { MailContext } from './mail-context.ts';

/** One kind of mail: what it is rendered from, its subject, and its words. */
export interface MailTemplateDefinition<
  Params extends Record<string, unknown>,
  Name extends MailTemplate = MailTemplate,
> {
  template: Name;
  /** What the message is rendered from: stored with it, so it can be shown and sent again. */
  params: z.ZodType<Params>;
  /** A topic the reader may turn off (`reminders`), or null for service mail, always sent. */
  topic: MailTopic | null;
  /**
   * Parameters that are secrets (a reset link): sealed until the message is sent, then
   * forgotten; such a message is never shown to admins nor sent again.
   */
  secretParams?: readonly (keyof Params & string)[];
  subject(params: Params): string;
  /** The line mail programs show after the subject. */
  preview(params: Params, context: MailContext): string;
  body(params: Params, context: MailContext): ReactNode;
}

export function defineTemplate<
  Params extends Record<string, unknown>,
  const Name extends MailTemplate,
>(definition: MailTemplateDefinition<Params, Name>): MailTemplateDefinition<Params, Name> {
  return definition;
}
