import type { ChatTrainingResult } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import { conflict, unprocessable } from '../../../plugins/http-errors.ts';
import type { ChatIntentsRepository } from './intents.repository.ts';
import type { ChatModelCache } from './model-cache.ts';
import type { ChatModelsRepository } from './models.repository.ts';
import { trainInWorker } from './training.ts';

export const MODEL_UPDATED_EVENT = 'chatbot:model-updated';

/**
 * Trains on the enabled intents, stores the model as the new version and tells every
 * instance to load it. One training at a time per instance.
 */
export function createModelTrainer(
  app: FastifyInstance,
  deps: { intents: ChatIntentsRepository; models: ChatModelsRepository; cache: ChatModelCache },
) {
  const { intents, models, cache } = deps;
  let training: Promise<ChatTrainingResult> | undefined;

  async function trainAndPublish(trainedBy: string | null): Promise<ChatTrainingResult> {
    const set = await intents.trainingSet();
    if (set.length === 0) {
      throw unprocessable(
        { intents: ['Enable at least one intent with example sentences before training'] },
        'Nothing to train on',
      );
    }
    const report = await trainInWorker(set);
    const saved = await models.insert({
      model: report.model,
      intentsCount: report.intents,
      utterancesCount: report.utterances,
      accuracy: report.accuracy,
      trainingMs: report.trainingMs,
      trainedBy,
    });
    cache.set({ version: saved.version, model: report.model });
    await app.bus.publish(MODEL_UPDATED_EVENT, { version: saved.version });
    return saved;
  }

  return async function train(trainedBy: string | null): Promise<ChatTrainingResult> {
    if (training) throw conflict('Training is already running. Please wait for it to finish.');
    training = trainAndPublish(trainedBy);
    try {
      return await training;
    } finally {
      training = undefined;
    }
  };
}
