import { PUBLIC_PAGE_PATHS } from '@streamfront/contract';
import { describe, expect, it } from 'vitest';
import { classifyIntent, trainIntentModel } from '../engine/index.ts';
import { normalizeText } from '../engine/normalize.ts';
import { handoverTexts } from '../conversation/handover.ts';
import { heldOutQuestions } from './held-out-questions.fixture.ts';
import { seedIntents } from '../../../db/seed-data/chatbot-intents.ts';
import { DEFAULT_CHAT_SETTINGS } from '../conversation/settings.repository.ts';

const pages = new Set<string>(PUBLIC_PAGE_PATHS);
/** The one way an answer names a page: `[Packages](/packages)`, drawn as a link by the widget. */
const link = /\[([^\]\n]+)\]\(([^)\s]*)\)/g;
/** A path left as plain text, e.g. "see /packages". */
const barePath = /(?:^|[\s("'])\/[a-z]/i;

const answers: [where: string, text: string][] = [
  ...seedIntents.flatMap((intent) =>
    intent.answers.map((answer): [string, string] => [intent.name, answer]),
  ),
  ...Object.entries(handoverTexts).map(([name, text]): [string, string] => [
    `handover.${name}`,
    typeof text === 'function' ? text('name@example.com') : text,
  ]),
  ['fallback', DEFAULT_CHAT_SETTINGS.fallbackMessage],
];

describe('the seeded answers tell the truth about the site', () => {
  it('link every page they name, and only to pages the site has', () => {
    let links = 0;
    for (const [where, text] of answers) {
      for (const [, , target] of text.matchAll(link)) {
        links += 1;
        const path = new URL(target!, 'https://site.invalid');
        expect(target, where).toMatch(/^\/(?![/\\])/);
        expect(pages.has(path.pathname), `${where}: ${target}`).toBe(true);
      }
      expect(text.replace(link, '$1'), where).not.toMatch(barePath);
    }
    // The answers do name pages: a pattern that found none would prove nothing.
    expect(links).toBeGreaterThan(30);
  });

  it('hold no HTML, only text and links', () => {
    for (const [where, text] of answers) expect(text, where).not.toMatch(/<[a-z/!]/i);
  });

  it('describe no feature the site does not have', () => {
    const claims = [
      /\bscreenshots?\b|\bpictures? (?:for|of) each\b/i,
      /open your profile/i,
      /isn't open yet|no online checkout|no promo codes/i,
    ];
    for (const [where, text] of answers)
      for (const claim of claims) expect(text, where).not.toMatch(claim);
  });

  it('send customers to the checkout and their account for ordering, codes and renewals', () => {
    const answerOf = (name: string) =>
      seedIntents.find((intent) => intent.name === name)?.answers.join(' ') ?? '';
    for (const name of [
      'payment_methods',
      'order_status',
      'promo_codes',
      'subscription_renewal',
      'how_to_subscribe',
    ]) {
      expect(answerOf(name), name).toMatch(/\]\(\/(?:packages|account)\)/);
    }
  });

  it('say how this installation takes payment, from the live value, never a fixed list', () => {
    const answerOf = (name: string) =>
      seedIntents.find((intent) => intent.name === name)?.answers.join(' ') ?? '';
    for (const name of ['payment_methods', 'payment_failed', 'how_to_subscribe']) {
      expect(answerOf(name), name).toContain('{{payment_methods}}');
      expect(answerOf(name), name).toMatch(/\]\(\/packages\)/);
    }
    for (const [where, text] of answers) {
      expect(text, where).not.toMatch(/card payments on the site aren't available/i);
      expect(text, where).not.toMatch(/payments aren't taken on this site/i);
      expect(text, where).not.toMatch(/our team confirms and your package/i);
    }
  });

  it('tell where invoices and credit notes are: beside the order in the account', () => {
    const answerOf = (name: string) =>
      seedIntents.find((intent) => intent.name === name)?.answers.join(' ') ?? '';
    expect(answerOf('invoices')).toMatch(/Download invoice .*\[My account\]\(\/account\)/);
    expect(answerOf('invoices')).toMatch(/credit note/);
    expect(answerOf('refunds')).toMatch(/credit note .*\]\(\/account\)/);
    expect(answerOf('order_status')).toMatch(/invoice/);
  });

  it('send a question to the contact page, with the address, and say where the reply arrives', () => {
    const answer = seedIntents.find((intent) => intent.name === 'contact_support')?.answers[0];
    expect(answer).toMatch(/\[contact form\]\(\/contact\)/);
    expect(answer).toContain('{{support_email}}');
    expect(answer).toMatch(/reply .*\]\(\/account\)/);
  });

  it("send events to the home page's schedule, with its calendar button", () => {
    const answer = seedIntents.find((intent) => intent.name === 'upcoming_events')?.answers[0];
    expect(answer).toMatch(/\]\(\/#events\)/);
    expect(answer).toContain('Add to calendar');
    expect(answer).toContain('{{next_event}}');
  });

  it('let customers change their own name, photo and email on their account', () => {
    const answer = seedIntents.find((intent) => intent.name === 'update_account')?.answers[0];
    expect(answer).toMatch(/\]\(\/account\)/);
    expect(answer).toMatch(/name and photo/);
    expect(answer).toMatch(/current password/);
    expect(answer).not.toMatch(/we'll update them/);
  });

  it('send the apps and the Web Player to the access details on the account, and a new password there', () => {
    const answerOf = (name: string) =>
      seedIntents.find((intent) => intent.name === name)?.answers.join(' ') ?? '';
    const setup = {
      setup_smart_tv: 'smart-tv',
      setup_android_firetv: 'android-fire-tv',
      setup_ios_appletv: 'ios-apple-tv',
      setup_web: 'web',
    };
    for (const name of ['app_login_issue', 'how_to_subscribe', ...Object.keys(setup)]) {
      expect(answerOf(name), name).toMatch(
        /username and password .*"Your subscription" .*\[My account\]\(\/account\)|\[My account\]\(\/account\), where "Your subscription" shows the username and password/,
      );
      expect(answerOf(name), name).toMatch(/"Get a new password" .*old one stops working/);
    }
    for (const [name, section] of Object.entries(setup)) {
      expect(answerOf(name), name).toContain(`](/setup-guide#${section})`);
      expect(answerOf(name), name).toContain('{{my_subscription}}');
    }
    expect(answerOf('app_login_issue')).toMatch(/^\{\{my_subscription\}\} /);
    expect(answerOf('how_to_subscribe')).toContain('{{cheapest_price}}');
  });

  it('send a forgotten password to the reset link on the sign-in page', () => {
    const answer = seedIntents.find((intent) => intent.name === 'account_password')?.answers[0];
    expect(answer).toMatch(/Forgot password\?.*\]\(\/login\)/);
    expect(answer).not.toMatch(/no self-service password reset/i);
  });
});

describe('the seeded model on questions it never saw', () => {
  const training = seedIntents.filter((intent) => intent.enabled !== false);

  it('is not trained on any of them', () => {
    const taught = new Set(
      training.flatMap((intent) => intent.utterances.map((text) => normalizeText(text))),
    );
    const intents = new Set(training.map((intent) => intent.name));
    expect(heldOutQuestions.length).toBeGreaterThanOrEqual(60);
    for (const [question, intent] of heldOutQuestions) {
      expect(taught.has(normalizeText(question)), question).toBe(false);
      expect(intents.has(intent), intent).toBe(true);
    }
  });

  it('answers at least 90% of them with the right intent, above the threshold', () => {
    const model = trainIntentModel(training.map(({ name, utterances }) => ({ name, utterances })));
    const missed = heldOutQuestions.filter(([question, intent]) => {
      const [best] = classifyIntent(model, question, 1);
      return best?.intent !== intent || best.confidence < DEFAULT_CHAT_SETTINGS.threshold;
    });
    expect(missed.length / heldOutQuestions.length, JSON.stringify(missed)).toBeLessThanOrEqual(
      0.1,
    );
  }, 60_000);
});
