import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Work nobody is waiting on (jobs: mail, sweeps) gives way to requests. On the embedded
 * database every query settles as a microtask, so a job's chain of queries never gave the
 * event loop back, and with several jobs running their steps went back to back while requests
 * waited (bench/mail-drain.ts). Background work marks itself with `runInBackground`; after each
 * of its queries the database client calls `giveWayToRequests`, which resumes one waiting step
 * per turn of the event loop, so the requests that arrived meanwhile are read in between.
 */
const background = new AsyncLocalStorage<true>();

export const runInBackground = <T>(work: () => Promise<T>): Promise<T> =>
  background.run(true, work);

export const inBackground = (): boolean => background.getStore() === true;

const waiting: (() => void)[] = [];
let scheduled = false;

function resumeOne() {
  scheduled = false;
  const next = waiting.shift();
  // Queued from a check-phase callback, the next immediate runs on the next turn, after the
  // poll phase has taken in what the network brought.
  if (waiting.length > 0) schedule();
  next?.();
}

function schedule() {
  scheduled = true;
  setImmediate(resumeOne);
}

/** Resolves on a later turn of the event loop, one waiting step per turn. */
export function giveWayToRequests(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) schedule();
  });
}
