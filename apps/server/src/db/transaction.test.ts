import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Database, Db } from './client.ts';
import { seedRuns } from './schema/index.ts';
import { inTransaction } from './transaction.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const mark = (db: Db, name: string) => db.insert(seedRuns).values({ name });
async function stored(...names: string[]) {
  const rows = await database.db
    .select({ name: seedRuns.name })
    .from(seedRuns)
    .where(inArray(seedRuns.name, names));
  return rows.map((row) => row.name).sort();
}

describe('inTransaction', () => {
  it('hands the work a Db, so repositories take it without a cast', () => {
    expectTypeOf(inTransaction<void>)
      .parameter(1)
      .parameter(0)
      .toEqualTypeOf<Db>();
  });

  it('commits every write of the work together and answers what it returned', async () => {
    const answer = await inTransaction(database.db, async (tx) => {
      await mark(tx, 'tx:a');
      await mark(tx, 'tx:b');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await stored('tx:a', 'tx:b')).toEqual(['tx:a', 'tx:b']);
  });

  it('keeps none of the writes when the work throws, and rethrows', async () => {
    const failure = new Error('half-way');
    await expect(
      inTransaction(database.db, async (tx) => {
        await mark(tx, 'tx:c');
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await stored('tx:c')).toEqual([]);
  });

  it('nests as a savepoint: a failed inner step leaves the outer writes', async () => {
    await inTransaction(database.db, async (tx) => {
      await mark(tx, 'tx:outer');
      await inTransaction(tx, async (inner) => {
        await mark(inner, 'tx:inner');
        throw new Error('inner step fails');
      }).catch(() => undefined);
    });
    expect(await stored('tx:outer', 'tx:inner')).toEqual(['tx:outer']);
    await database.db.delete(seedRuns).where(eq(seedRuns.name, 'tx:outer'));
  });
});

/**
 * Files that still cast a transaction to `Db` and move to `inTransaction` in the same change
 * as their own rewrite; the list only shrinks.
 */
describe('the server source', () => {
  it('casts nothing to Db: transactions go through inTransaction', async () => {
    // Spelled in parts so that this file does not match itself.
    const cast = new RegExp(`as unknown as ${'Db'}\\b`);
    const root = path.join(import.meta.dirname, '..');
    const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.ts'));
    const casting: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(root, file), 'utf8');
      if (cast.test(text)) casting.push(file.split(path.sep).join('/'));
    }
    expect(casting).toEqual([]);
  });
});
