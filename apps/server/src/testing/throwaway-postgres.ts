import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ThrowawayDatabase {
  /** The new, empty database's URL on the same server. */
  url: string;
  /** Drops it, cutting any connection still open. */
  drop(): Promise<void>;
}

async function run(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty database `<prefix>_<time>_<random>` on the PostgreSQL server of `serverUrl`. */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix: string,
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await run(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
