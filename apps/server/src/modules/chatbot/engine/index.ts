// The chat assistant's intent classifier: hand-written, dependency-free, and small enough to
// read in one sitting. Why not a library: docs/decisions/004-chat-intent-engine.md.
export { classifyIntent, type IntentPrediction } from './classify.ts';
export { crossValidateIntents } from './cross-validate.ts';
export type { IntentModel, TrainingIntent, TrainOptions } from './model.ts';
export { trainIntentModel } from './train.ts';
