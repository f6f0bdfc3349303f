import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatIntents } from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import { FREE_TRIAL_ANSWER_BEFORE_TRIALS, chatbotTrialsSeedStep } from './chatbot.trials-seed.ts';
import { NO_TRIAL_OFFER, trialOffer } from './conversation/placeholders.ts';

const t = useTestApp();

const answersOf = async () =>
  (await t.app.db.select().from(chatIntents).where(eq(chatIntents.name, 'free_trial')))[0]!.answers;
const setAnswers = (answers: string[]) =>
  t.app.db.update(chatIntents).set({ answers }).where(eq(chatIntents.name, 'free_trial'));

describe('the free-trial answer', () => {
  it('names the packages on trial and how long, or keeps the words from before trials', () => {
    expect(trialOffer([{ name: 'Essentials', trialHours: 0 }])).toBe(NO_TRIAL_OFFER);
    expect(
      trialOffer([
        { name: 'Sports Max', trialHours: 24 },
        { name: 'Essentials', trialHours: 0 },
        { name: 'Family', trialHours: 72 },
      ]),
    ).toBe(
      'Yes: you can try Sports Max free for 24 hours and Family free for 3 days. Verify your email, then press "Try free" on the [Packages](/packages) page; one free trial per person.',
    );
  });

  it('of an install seeded before trials is rewritten unless an admin edited it', async () => {
    await setAnswers([FREE_TRIAL_ANSWER_BEFORE_TRIALS]);
    await chatbotTrialsSeedStep.run(t.app.db);
    expect(await answersOf()).toEqual(['{{trial_offer}} Plans start at {{cheapest_price}}.']);

    const edited = ['We give a 3-day test line: write to us.'];
    await setAnswers(edited);
    await chatbotTrialsSeedStep.run(t.app.db);
    expect(await answersOf()).toEqual(edited);
  });
});
