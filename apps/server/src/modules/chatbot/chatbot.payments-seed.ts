import { ChatIntentFileEntrySchema } from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SeedStep } from '../../db/seed.ts';
import { chatIntents } from '../../db/schema/index.ts';
import { seedIntents } from '../../db/seed-data/chatbot-intents.ts';
import { rewriteUneditedAnswers, trainSeedModel } from './chatbot.seed.ts';

/**
 * The seeded answers that issue 23 (card payments, invoices) rewrote, as they were before. An
 * install seeded earlier whose intent still answers exactly this was never edited by an admin,
 * and gets the new answer; an edited one is the admin's and stays.
 */
export const ANSWERS_BEFORE_INVOICES: Record<string, string> = {
  payment_methods:
    "You pay by bank transfer, at a card terminal or in cash at a reseller; PayPal and card payments on the site aren't available. Press Subscribe on the [Packages](/packages) page and place your order: the confirmation shows your order number and how to pay. Our team confirms the payment and your package becomes active — you can follow it in [My account](/account). Questions about paying? {{support_email}}.",
  refunds:
    "Here's how refunds work: ask within 7 days of your first payment and we refund it in full; an outage of more than 24 hours on our side is credited; a yearly package cancelled in its first 30 days gets back the full months not yet started. Refunds go back to how you paid within 5 to 10 business days. To ask, write to us through the [contact form](/contact) with the package and the date of payment. Full terms: [Refund Policy](/refund-policy).",
  order_status:
    "An order shows in [My account](/account) as awaiting payment until our team confirms your payment; then it becomes active with its start and expiry dates. If you've paid and your package still isn't active after a working day, write to {{support_email}} or use the [contact form](/contact) with your order number, and we'll check it.",
  payment_failed:
    "Payments aren't taken on this site: our team arranges them with you. If a payment you made hasn't been confirmed, or you were charged twice, don't pay again — write to {{support_email}} with the date and amount and we'll sort it out.",
  how_to_subscribe:
    'Getting started: 1) pick a package on the [Packages](/packages) page and press Subscribe, 2) sign in or create your account at [Login / Register](/login?tab=register), 3) place the order and pay as its confirmation says — our team confirms and your package becomes active in [My account](/account). Then follow the [Setup Guide](/setup-guide) for your device. Plans start at {{cheapest_price}}.',
};

/** The intent that issue 23 added. */
const NEW_INTENTS = ['invoices'];

/**
 * Seed step 'chatbot:payments-v1', for an install whose chat assistant was seeded before
 * issue 23: the payment, refund and order answers that no admin edited now say what this
 * installation offers ({{payment_methods}}) and where invoices are, and the invoices intent
 * is added unless one of that name exists, with a new model trained so that it is recognised.
 * On a fresh install the first seed already did all this, and this step finds nothing to do.
 */
export async function updatePaymentAnswers(db: Db): Promise<void> {
  await rewriteUneditedAnswers(db, ANSWERS_BEFORE_INVOICES);
  const current = new Map(seedIntents.map((intent) => [intent.name, intent]));
  const added = await db
    .insert(chatIntents)
    .values(NEW_INTENTS.map((name) => ChatIntentFileEntrySchema.parse(current.get(name))))
    .onConflictDoNothing({ target: chatIntents.name })
    .returning({ id: chatIntents.id });
  if (added.length === 0) return;

  // As the first seed trains: every enabled intent, no cross-validation (seconds at start).
  const intents = await db
    .select({ name: chatIntents.name, utterances: chatIntents.utterances })
    .from(chatIntents)
    .where(eq(chatIntents.enabled, true));
  await trainSeedModel(db, intents);
}

export const chatbotPaymentsSeedStep: SeedStep = {
  name: 'chatbot:payments-v1',
  run: updatePaymentAnswers,
};
