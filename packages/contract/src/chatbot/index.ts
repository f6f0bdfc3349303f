// The chatbot's part of the contract, one file per job: the widget's chat call, and the admin's
// intents, model, conversation log, unanswered questions and settings.
export * from './chat.ts';
export * from './intents.ts';
export * from './model.ts';
export * from './conversations.ts';
export * from './unanswered.ts';
export * from './settings.ts';
