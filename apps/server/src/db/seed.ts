import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { inTransaction } from './transaction.ts';
import { seedRuns, services, users } from './schema/index.ts';
import { demoServices } from './seed-data/services.ts';
import { seedSiteContent } from './seed-data/site.ts';
import { seedDemoEvents } from './seed-data/events.ts';

export interface SeedOptions {
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  hashPassword: (password: string) => Promise<string>;
  /** Told once, on the start that created the admin with a generated password. */
  onGeneratedAdmin?: (credentials: { email: string; password: string }) => void;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@streamfront.local';

export type SeedStep = { name: string; run: (db: Db) => Promise<void> };

/** The oldest admin account, who stands as the author of demo content; none before one exists. */
export async function firstAdmin(db: Db): Promise<{ id: string } | undefined> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return admin;
}

/** Runs `step` once per database, recorded in seed_runs inside the same transaction. */
async function once(db: Db, step: SeedStep) {
  await inTransaction(db, async (tx) => {
    const inserted = await tx
      .insert(seedRuns)
      .values({ name: step.name })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return;
    await step.run(tx);
  });
}

/** Extra demo-content steps that later modules contribute (hero, FAQ, chatbot, ...). */
export async function seedDatabase(
  db: Db,
  options: SeedOptions,
  extraSteps: SeedStep[] = [],
): Promise<void> {
  await ensureAdmin(db, options);
  const steps: SeedStep[] = [
    {
      name: 'services:v1',
      run: async (tx) => void (await tx.insert(services).values(demoServices)),
    },
    { name: 'site:v1', run: seedSiteContent },
    { name: 'events:v1', run: seedDemoEvents },
    ...extraSteps,
  ];
  for (const step of steps) await once(db, step);
}

/**
 * With ADMIN_EMAIL/ADMIN_PASSWORD the account is created when missing (an existing one keeps
 * the password it was given later). Without them, the first start creates one admin with a
 * generated password and prints it once: there is never a fixed default password.
 */
async function ensureAdmin(db: Db, options: SeedOptions) {
  if (options.adminEmail && options.adminPassword) {
    const [existing] = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.email, options.adminEmail));
    if (existing) {
      if (existing.role !== 'admin')
        await db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
      return;
    }
    await db
      .insert(users)
      .values({
        email: options.adminEmail,
        name: 'Administrator',
        role: 'admin',
        passwordHash: await options.hashPassword(options.adminPassword),
        // The operator chose this address: there is nobody else to prove it to.
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing();
    return;
  }
  if (await firstAdmin(db)) return;
  const email = options.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const password = randomBytes(12).toString('base64url');
  const inserted = await db
    .insert(users)
    .values({
      email,
      name: 'Administrator',
      role: 'admin',
      passwordHash: await options.hashPassword(password),
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length > 0) options.onGeneratedAdmin?.({ email, password });
}
