import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatIntents, chatModels } from '../../db/schema/index.ts';
import { seedIntents } from '../../db/seed-data/chatbot-intents.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import { ANSWERS_BEFORE_ACCESS, chatbotAccessSeedStep } from './chatbot.access-seed.ts';

const t = useTestApp();

const answersOf = async (name: string) =>
  (await t.app.db.select().from(chatIntents).where(eq(chatIntents.name, name)))[0]?.answers;
const latestVersion = async () =>
  (await t.app.db.select().from(chatModels).orderBy(desc(chatModels.version)).limit(1))[0]!.version;
const setAnswers = (name: string, answers: string[]) =>
  t.app.db.update(chatIntents).set({ answers }).where(eq(chatIntents.name, name));
const seeded = (name: string) => seedIntents.find((intent) => intent.name === name)!.answers;

describe("the sign-in answers of an install seeded before subscriptions' access details", () => {
  it('were what this step rewrites: each seeded answer now differs from its earlier one', () => {
    for (const [name, before] of Object.entries(ANSWERS_BEFORE_ACCESS)) {
      expect(seeded(name), name).toHaveLength(1);
      expect(seeded(name)[0], name).not.toBe(before);
      expect(seeded(name)[0], name).toContain('Get a new password');
    }
  });

  it('rewrites the answers no admin edited and keeps an edited one, without retraining', async () => {
    // The install as it was: the earlier answers, one of them edited by its admin.
    for (const [name, answer] of Object.entries(ANSWERS_BEFORE_ACCESS)) {
      await setAnswers(name, [answer]);
    }
    const edited = [`${ANSWERS_BEFORE_ACCESS.setup_web!} Ask us about Linux.`];
    await setAnswers('setup_web', edited);
    const version = await latestVersion();

    await chatbotAccessSeedStep.run(t.app.db);

    for (const name of Object.keys(ANSWERS_BEFORE_ACCESS).filter((n) => n !== 'setup_web')) {
      expect(await answersOf(name), name).toEqual(seeded(name));
    }
    expect(await answersOf('app_login_issue')).toEqual([
      expect.stringContaining('under "Your subscription" in [My account](/account)'),
    ]);
    expect(await answersOf('setup_web')).toEqual(edited);
    expect(await latestVersion()).toBe(version);
  });
});
