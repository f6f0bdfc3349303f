import type { FastifyInstance } from 'fastify';

/**
 * One value per database handle, i.e. per app: the public and admin route plugins are
 * siblings and do not see each other's decorations, but they share the database.
 */
export function perApp<T>(make: () => T): (db: object) => T {
  const values = new WeakMap<object, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = make();
      values.set(db, value);
    }
    return value;
  };
}

/**
 * After an admin's change commits: `drop` runs here at once (the admin sees their change on
 * the next request) and `topic` goes out on the message bus, where every other instance
 * listening with `dropOnChange` drops its own copy.
 */
export async function announceChange(app: FastifyInstance, topic: string, drop: () => void) {
  drop();
  if (!app.hasDecorator('bus')) return;
  await app.bus.publish(topic, null).catch((error: unknown) => {
    app.log.warn({ err: error, topic }, 'could not tell the other instances of a change');
  });
}

/** The other half of `announceChange`: drop this instance's copy when another changed it. */
export async function dropOnChange(app: FastifyInstance, topic: string, drop: () => void) {
  if (app.hasDecorator('bus')) await app.bus.subscribe(topic, drop);
}
