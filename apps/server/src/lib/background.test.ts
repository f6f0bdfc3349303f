import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client.ts';
import { runInBackground } from './background.ts';

describe('background work on the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase({});
  });
  afterAll(() => database.close());

  /** How many turns the event loop made while `work` ran 20 queries. */
  const turnsDuring = async (work: (queries: () => Promise<void>) => Promise<void>) => {
    let turns = 0;
    let running = true;
    const tick = () => {
      turns += 1;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    await work(async () => {
      for (let i = 0; i < 20; i += 1) await database.db.execute(sql`select ${i}`);
    });
    running = false;
    return turns;
  };

  it('lets the event loop turn after each of its queries, so requests are read in between', async () => {
    const foreground = await turnsDuring((queries) => queries());
    const background = await turnsDuring((queries) => runInBackground(queries));
    expect(background).toBeGreaterThanOrEqual(20);
    // A request's own queries go on at once.
    expect(foreground).toBeLessThan(5);
  });
});
