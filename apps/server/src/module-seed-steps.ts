import type { SeedStep } from './db/seed.ts';
import { chatbotAccessSeedStep } from './modules/chatbot/chatbot.access-seed.ts';
import { chatbotPaymentsSeedStep } from './modules/chatbot/chatbot.payments-seed.ts';
import { chatbotSeedStep } from './modules/chatbot/chatbot.seed.ts';
import { chatbotTrialsSeedStep } from './modules/chatbot/chatbot.trials-seed.ts';
import { contentReportsSeedStep } from './modules/content-reports/content-reports.seed.ts';
import { financeSeedStep } from './modules/finance/finance.seed.ts';
import { invoicesSeedStep } from './modules/invoices/invoices.seed.ts';
import { mailSeedStep } from './modules/mail/mail.seed.ts';
import { notificationsSeedStep } from './modules/notifications/notifications.seed.ts';
import { businessHistorySeedStep } from './modules/business/business.seed.ts';
import { ordersSeedStep } from './modules/orders/orders.seed.ts';
import { promoCodesSeedStep } from './modules/promo-codes/promo-codes.seed.ts';
import { queriesSeedStep } from './modules/queries/queries.seed.ts';
import { siteSettingsSeedStep } from './modules/site/site.seed.ts';
import { compensationsSeedStep } from './modules/subscriptions/compensations.seed.ts';
import { trialsSeedStep } from './modules/trials/trials.seed.ts';
import { vodRequestsSeedStep } from './modules/vod-requests/vod-requests.seed.ts';
import { webhooksSeedStep } from './modules/webhooks/webhooks.seed.ts';

/**
 * Demo-content steps that need a module's own code (db/ may not import modules/): app.ts
 * passes them to openDatabase and the test template to seedDatabase.
 */
// Queries after orders: their demo threads belong to the demo customers.
// Promo codes before orders: some demo orders were placed with them. Finance before orders:
// like them it seeds only a database without customers, and the demo orders bring some.
export const moduleSeedSteps: SeedStep[] = [
  chatbotSeedStep,
  // An install seeded before issue 23: its untouched payment answers, and the invoices intent.
  chatbotPaymentsSeedStep,
  // An install seeded before access details: its untouched sign-in and setup answers.
  chatbotAccessSeedStep,
  // An install seeded before free trials: its untouched free-trial answer.
  chatbotTrialsSeedStep,
  promoCodesSeedStep,
  financeSeedStep,
  ordersSeedStep,
  // After orders (its demo customers) and before invoices: the year before the recent orders.
  businessHistorySeedStep,
  // After orders, beside the demo ones: the year's free trials and what they turned into.
  trialsSeedStep,
  // After orders: the extension the demo's Sports Plus customers were given.
  compensationsSeedStep,
  // After orders: the invoices and credit notes of the demo's paid and refunded orders.
  invoicesSeedStep,
  queriesSeedStep,
  siteSettingsSeedStep,
  notificationsSeedStep,
  // After orders: the demo customers asked for these titles and sent these reports.
  vodRequestsSeedStep,
  contentReportsSeedStep,
  // After orders: the mail log tells of the demo orders.
  mailSeedStep,
  // After orders: the demo endpoint's delivery log tells of the demo's paid orders.
  webhooksSeedStep,
];
