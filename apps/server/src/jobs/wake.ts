import { EventEmitter } from 'node:events';

/**
 * "A job was queued and has committed": every worker of this process looks for work at once
 * instead of at its next poll. Workers of other instances find it at theirs.
 */
const queued = new EventEmitter();
// One listener per app: tests run many apps in one process.
queued.setMaxListeners(0);

export function announceJobQueued(): void {
  queued.emit('queued');
}

export function onJobQueued(listener: () => void): () => void {
  queued.on('queued', listener);
  return () => queued.off('queued', listener);
}
