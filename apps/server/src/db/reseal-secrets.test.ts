import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { secretBoxFor } from '../plugins/secrets.ts';
import { testConfig } from '../config.ts';
import { runningSubscription } from '../testing/subscription-kit.ts';
import { adminOf } from '../testing/order-kit.ts';
import { useTestApp } from '../testing/use-test-app.ts';
import { resealSecrets } from './reseal-secrets.ts';
import { siteSettings, subscriptionAccess } from './schema/index.ts';

const t = useTestApp();

describe('a change of encryption key', () => {
  it('seals every stored secret again, so the new key opens what the old one did', async () => {
    const admin = await adminOf(t.app);
    const { order } = await runningSubscription(t.app, admin);
    const old = secretBoxFor(testConfig().encryptionKey);
    await t.app.db
      .update(siteSettings)
      .set({ provisioningSecretSealed: old.seal('whsec_provisioning') });
    const [before] = await t.app.db
      .select()
      .from(subscriptionAccess)
      .where(eq(subscriptionAccess.orderId, order.id));
    const password = old.open(before!.passwordSealed!);

    const next = secretBoxFor(randomBytes(32));
    expect(await resealSecrets(t.app.db, old, next)).toBeGreaterThanOrEqual(2);

    const [after] = await t.app.db
      .select()
      .from(subscriptionAccess)
      .where(eq(subscriptionAccess.orderId, order.id));
    expect(next.open(after!.passwordSealed!)).toBe(password);
    expect(() => old.open(after!.passwordSealed!)).toThrow();
    const [settings] = await t.app.db.select().from(siteSettings);
    expect(next.open(settings!.provisioningSecretSealed!)).toBe('whsec_provisioning');
  });

  it('changes nothing when a value does not open with the old key', async () => {
    const stranger = secretBoxFor(randomBytes(32));
    const old = secretBoxFor(testConfig().encryptionKey);
    await t.app.db
      .update(siteSettings)
      .set({ provisioningSecretSealed: stranger.seal('sealed elsewhere') });
    const [before] = await t.app.db.select().from(subscriptionAccess).limit(1);
    await expect(resealSecrets(t.app.db, old, secretBoxFor(randomBytes(32)))).rejects.toThrow();
    const [after] = await t.app.db
      .select()
      .from(subscriptionAccess)
      .where(eq(subscriptionAccess.id, before!.id));
    expect(after!.passwordSealed).toBe(before!.passwordSealed);
  });
});
