import { ChatIntentFileEntrySchema } from '@streamfront/contract';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { chatIntents, chatModels, chatSettings } from '../../db/schema/index.ts';
import { seedIntents } from '../../db/seed-data/chatbot-intents.ts';
import { DEFAULT_CHAT_SETTINGS } from './conversation/settings.repository.ts';
import { trainWithReport } from './training/training-job.ts';

/**
 * The demo training set, a first model trained on it and the default settings, so a fresh
 * install answers out of the box. Runs once per database (seed_runs), inside its transaction.
 */
export async function seedChatbot(db: Db): Promise<void> {
  // The same rules as an admin import: a bad seed file stops the start, loudly.
  const intents = z.array(ChatIntentFileEntrySchema).parse(seedIntents);
  await db.insert(chatIntents).values(intents).onConflictDoNothing({ target: chatIntents.name });
  await trainSeedModel(
    db,
    intents
      .filter((intent) => intent.enabled)
      .map(({ name, utterances }) => ({ name, utterances })),
  );
  await db
    .insert(chatSettings)
    .values({ id: 1, ...DEFAULT_CHAT_SETTINGS })
    .onConflictDoNothing();
}

/**
 * Trains on `intents` as the seed does and keeps the model, trained by nobody. No
 * cross-validation: it would add seconds to every first start and test database; the admin's
 * first retrain measures it.
 */
export async function trainSeedModel(db: Db, intents: { name: string; utterances: string[] }[]) {
  const report = trainWithReport(intents, { crossValidate: false });
  await db.insert(chatModels).values({
    model: report.model,
    intentsCount: report.intents,
    utterancesCount: report.utterances,
    accuracy: report.accuracy,
    trainingMs: report.trainingMs,
    trainedBy: null,
  });
}

/**
 * For a later seed step: each intent named in `before` that still answers exactly what was
 * seeded before (its one answer, `before[name]`) was never edited by an admin, and gets the
 * answers seeded now. An edited one is the admin's and stays. Answers only: the model does not
 * change, so nothing is retrained.
 */
export async function rewriteUneditedAnswers(
  db: Db,
  before: Record<string, string>,
): Promise<void> {
  const seeded = new Map(seedIntents.map((intent) => [intent.name, intent.answers]));
  for (const [name, answer] of Object.entries(before)) {
    await db
      .update(chatIntents)
      .set({ answers: seeded.get(name)!, updatedAt: new Date() })
      .where(
        and(
          eq(chatIntents.name, name),
          sql`${chatIntents.answers} = ${JSON.stringify([answer])}::jsonb`,
        ),
      );
  }
}

export const chatbotSeedStep = { name: 'chatbot:v1', run: seedChatbot };
