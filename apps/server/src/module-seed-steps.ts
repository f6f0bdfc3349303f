import type { SeedStep } from './db/seed.ts';
import { chatbotSeedStep } from './modules/chatbot/chatbot.seed.ts';

/**
 * Demo-content steps that need a module's own code (db/ may not import modules/): app.ts
 * passes them to openDatabase and the test template to seedDatabase.
 */
export const moduleSeedSteps: SeedStep[] = [chatbotSeedStep];
