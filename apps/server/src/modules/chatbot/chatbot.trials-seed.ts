import type { Db } from '../../db/client.ts';
import type { SeedStep } from '../../db/seed.ts';
import { NO_TRIAL_OFFER } from './conversation/placeholders.ts';
import { rewriteUneditedAnswers } from './chatbot.seed.ts';

/** The seeded free-trial answer as it was before trials (and as `{{trial_offer}}` says it without one). */
export const FREE_TRIAL_ANSWER_BEFORE_TRIALS = `${NO_TRIAL_OFFER} Plans start at {{cheapest_price}}.`;

/**
 * Seed step 'chatbot:trials-v1', for an install seeded before free trials: its unedited
 * `free_trial` answer now tells of the packages on trial, from the catalogue (decision 055).
 * Without any, it reads as before. A fresh install is seeded with the new answer already.
 */
export const chatbotTrialsSeedStep: SeedStep = {
  name: 'chatbot:trials-v1',
  run: (db: Db) => rewriteUneditedAnswers(db, { free_trial: FREE_TRIAL_ANSWER_BEFORE_TRIALS }),
};
