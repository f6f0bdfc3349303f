import { render, toPlainText } from '@react-email/render';
import { createElement } from 'react';
import { MAIL_TEMPLATE_DEFINITIONS, type MailContext } from './templates/index.ts';
import type { MailTemplate } from '@streamfront/contract';
import { MailLayout } from './templates/layout.ts';

/** Headings keep their case in the text part: shouting is for nobody. */
const PLAIN_TEXT_SELECTORS = (['h1', 'h2', 'h3'] as const).map((selector) => ({
  selector,
  options: { uppercase: false },
}));

export interface RenderedMail {
  subject: string;
  html: string;
  /** The plain-text part, from the same template: both always say the same. */
  text: string;
}

/**
 * Renders a stored message: its template, its parameters (secrets already opened) and the
 * site and reader it is for. Throws when the parameters no longer fit the template.
 */
export async function renderMail(
  template: MailTemplate,
  params: Record<string, unknown>,
  context: MailContext,
): Promise<RenderedMail> {
  const definition = MAIL_TEMPLATE_DEFINITIONS[template] as unknown as {
    params: { parse(value: unknown): Record<string, unknown> };
    subject(params: Record<string, unknown>): string;
    preview(params: Record<string, unknown>, context: MailContext): string;
    body(params: Record<string, unknown>, context: MailContext): React.ReactNode;
  };
  const checked = definition.params.parse(params);
  const subject = definition.subject(checked);
  const element = createElement(MailLayout, {
    context,
    title: subject,
    preview: definition.preview(checked, context),
    children: definition.body(checked, context),
  });
  const html = await render(element);
  return {
    subject,
    html,
    text: toPlainText(html, { selectors: PLAIN_TEXT_SELECTORS }),
  };
}
