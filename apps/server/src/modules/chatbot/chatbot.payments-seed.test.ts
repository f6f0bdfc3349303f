import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatIntents, chatModels } from '../../db/schema/index.ts';
import { seedIntents } from '../../db/seed-data/chatbot-intents.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import { ANSWERS_BEFORE_INVOICES, updatePaymentAnswers } from './chatbot.payments-seed.ts';

const t = useTestApp();

const answersOf = async (name: string) =>
  (await t.app.db.select().from(chatIntents).where(eq(chatIntents.name, name)))[0]?.answers;
const latestModel = async () =>
  (await t.app.db.select().from(chatModels).orderBy(desc(chatModels.version)).limit(1))[0]!;
const seeded = (name: string) => seedIntents.find((intent) => intent.name === name)!.answers;

describe('the payment answers of an install seeded before invoices', () => {
  it('on a fresh install: nothing to do, no retraining', async () => {
    const before = await latestModel();
    await updatePaymentAnswers(t.app.db);
    expect((await latestModel()).version).toBe(before.version);
    expect(await answersOf('payment_methods')).toEqual(seeded('payment_methods'));
  });

  it('rewrites the answers no admin edited, keeps edited ones, adds the invoices intent and retrains', async () => {
    // The install as it was: the old answers, one edited by its admin, no invoices intent.
    for (const [name, answer] of Object.entries(ANSWERS_BEFORE_INVOICES)) {
      await t.app.db
        .update(chatIntents)
        .set({ answers: [answer] })
        .where(eq(chatIntents.name, name));
    }
    const edited = ['Refunds: ask our desk, we decide case by case.'];
    await t.app.db
      .update(chatIntents)
      .set({ answers: edited })
      .where(eq(chatIntents.name, 'refunds'));
    await t.app.db.delete(chatIntents).where(eq(chatIntents.name, 'invoices'));
    const before = await latestModel();

    await updatePaymentAnswers(t.app.db);

    for (const name of ['payment_methods', 'order_status', 'payment_failed', 'how_to_subscribe']) {
      expect(await answersOf(name), name).toEqual(seeded(name));
    }
    expect(await answersOf('refunds')).toEqual(edited);
    expect(await answersOf('invoices')).toEqual(seeded('invoices'));
    const after = await latestModel();
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.intentsCount).toBe(before.intentsCount);

    // Once is enough: a second run finds it done.
    await updatePaymentAnswers(t.app.db);
    expect((await latestModel()).version).toBe(after.version);
  });
});
