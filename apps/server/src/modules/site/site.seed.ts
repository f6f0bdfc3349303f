import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SeedStep } from '../../db/seed.ts';
import { siteSettings } from '../../db/schema/index.ts';

export const DEMO_CONTACT_PHONE = '+44 20 7946 0321';

export const DEMO_PAYMENT_INSTRUCTIONS = [
  'Pay by bank transfer to Streamfront Media Ltd, IBAN GB29 NWBK 6016 1331 9268 19, BIC NWBKGB2L.',
  'Use your order number as the reference, so we can match your payment to your order.',
  'Prefer card or cash? Pay at one of our resellers and quote the same order number.',
].join('\n');

export const DEMO_SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/streamfront.tv',
  instagram: 'https://www.instagram.com/streamfront.tv',
  youtube: 'https://www.youtube.com/@streamfront',
};

/**
 * Seed step 'site-settings:v1': the contact phone, payment words and social links of the
 * demo. Fills only what is still empty, so a site whose admin already wrote them keeps theirs.
 */
export async function seedSiteSettings(db: Db): Promise<void> {
  await db
    .update(siteSettings)
    .set({ contactPhone: DEMO_CONTACT_PHONE })
    .where(and(eq(siteSettings.id, 1), eq(siteSettings.contactPhone, '')));
  await db
    .update(siteSettings)
    .set({ paymentInstructions: DEMO_PAYMENT_INSTRUCTIONS })
    .where(and(eq(siteSettings.id, 1), eq(siteSettings.paymentInstructions, '')));
  await db
    .update(siteSettings)
    .set({ socialLinks: DEMO_SOCIAL_LINKS })
    .where(and(eq(siteSettings.id, 1), sql`${siteSettings.socialLinks} = '{}'::jsonb`));
}

export const siteSettingsSeedStep: SeedStep = { name: 'site-settings:v1', run: seedSiteSettings };
