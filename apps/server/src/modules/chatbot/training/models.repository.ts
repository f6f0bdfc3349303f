import type { ChatTrainingResult } from '@streamfront/contract';
import { desc, eq, max } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { chatModels, users } from '../../../db/schema/index.ts';
import type { IntentModel } from '../engine/index.ts';

export interface NewChatModel {
  model: IntentModel;
  intentsCount: number;
  utterancesCount: number;
  accuracy: number | null;
  trainingMs: number;
  trainedBy: string | null;
}

const summaryColumns = {
  version: chatModels.version,
  intents: chatModels.intentsCount,
  utterances: chatModels.utterancesCount,
  trainingMs: chatModels.trainingMs,
  accuracy: chatModels.accuracy,
  createdAt: chatModels.createdAt,
  trainerId: users.id,
  trainerName: users.name,
  trainerEmail: users.email,
};

type SummaryRow = {
  version: number;
  intents: number;
  utterances: number;
  trainingMs: number;
  accuracy: number | null;
  createdAt: Date;
  trainerId: string | null;
  trainerName: string | null;
  trainerEmail: string | null;
};

function toTrainingResult(row: SummaryRow): ChatTrainingResult {
  return {
    version: row.version,
    intents: row.intents,
    utterances: row.utterances,
    trainingMs: row.trainingMs,
    accuracy: row.accuracy,
    trainedAt: row.createdAt.toISOString(),
    trainedBy: row.trainerId
      ? { id: row.trainerId, name: row.trainerName ?? '', email: row.trainerEmail ?? '' }
      : null,
  };
}

/** The newest model is the one in use; older ones stay as history. */
export function createChatModelsRepository(db: Db) {
  async function summary(version?: number): Promise<ChatTrainingResult | null> {
    const query = db
      .select(summaryColumns)
      .from(chatModels)
      .leftJoin(users, eq(users.id, chatModels.trainedBy));
    const [row] = await (
      version === undefined ? query : query.where(eq(chatModels.version, version))
    )
      .orderBy(desc(chatModels.version))
      .limit(1);
    return row ? toTrainingResult(row) : null;
  }

  return {
    /** Cheap: lets every instance notice a newer model without loading it. */
    async activeVersion(): Promise<number | null> {
      const [row] = await db.select({ version: max(chatModels.version) }).from(chatModels);
      return row?.version ?? null;
    },

    async active(): Promise<{ version: number; model: IntentModel } | null> {
      const [row] = await db
        .select({ version: chatModels.version, model: chatModels.model })
        .from(chatModels)
        .orderBy(desc(chatModels.version))
        .limit(1);
      return row ? { version: row.version, model: row.model as IntentModel } : null;
    },

    /** The model in use without its weights: for the status page. */
    activeSummary: () => summary(),

    async insert(input: NewChatModel): Promise<ChatTrainingResult> {
      const [row] = await db
        .insert(chatModels)
        .values(input)
        .returning({ version: chatModels.version });
      return (await summary(row!.version))!;
    },
  };
}

export type ChatModelsRepository = ReturnType<typeof createChatModelsRepository>;
