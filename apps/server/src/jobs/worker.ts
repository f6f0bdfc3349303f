import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { JobRow } from '../db/schema/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { runInBackground } from '../lib/background.ts';
import { PermanentJobError, retryDelayMs, type JobDefinition } from './define-job.ts';
import { enqueueJob } from './enqueue.ts';
import { createJobsRepository } from './jobs.repository.ts';
import { onJobQueued } from './wake.ts';

export interface WorkerOptions {
  concurrency: number;
  pollMs: number;
  leaseMs: number;
  /** How long `stop()` waits for running jobs before it hands them back to the queue. */
  shutdownGraceMs: number;
}

interface Schedule {
  definition: JobDefinition<unknown>;
  everyMs: number;
  payload: unknown;
  /** The last interval this instance made sure had its job. */
  lastSlot: number | null;
}

/** A job given up on: what the admins are told. */
export type DeadJobListener = (job: JobRow) => void | Promise<void>;

const describe = (error: unknown) =>
  error instanceof Error ? error.message || error.name : String(error);

/**
 * Runs the jobs of the `jobs` table on this instance: claims due ones (at most `concurrency`
 * at a time), runs each with its kind's definition, keeps their leases alive, and records
 * success, a retry with back-off, or death. Also queues each schedule's job once per
 * interval, across all instances (the interval's number is the job's dedupe key).
 */
export class JobWorker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  readonly #app: FastifyInstance;
  readonly #options: WorkerOptions;
  readonly #definitions = new Map<string, JobDefinition<unknown>>();
  readonly #schedules: Schedule[] = [];
  readonly #running = new Map<string, { done: Promise<void>; abort: AbortController }>();
  readonly #onDead: DeadJobListener;
  #timer: NodeJS.Timeout | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  #loop: Promise<void> | undefined;
  #again = false;
  #stopped = true;
  #unsubscribe: (() => void) | undefined;

  constructor(app: FastifyInstance, options: WorkerOptions, onDead: DeadJobListener) {
    this.#app = app;
    this.#options = options;
    this.#onDead = onDead;
  }

  define(definition: JobDefinition<unknown>) {
    if (this.#definitions.has(definition.kind))
      throw new Error(`job kind ${definition.kind} is defined twice`);
    this.#definitions.set(definition.kind, definition);
  }

  every(definition: JobDefinition<unknown>, everyMs: number, payload: unknown) {
    this.#schedules.push({ definition, everyMs, payload, lastSlot: null });
  }

  get runs() {
    return this.#options.concurrency > 0;
  }

  /** Starts looking for work: now, every `pollMs`, and whenever a job is queued here. */
  start() {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#unsubscribe = onJobQueued(() => this.wake());
    this.#heartbeat = setInterval(
      () => void this.#renewLeases(),
      Math.max(50, Math.floor(this.#options.leaseMs / 3)),
    );
    this.#heartbeat.unref();
    this.wake();
  }

  /** Looks for work at once (or right after the pass that is running). */
  wake() {
    if (this.#stopped) return;
    if (this.#loop) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#loop = runInBackground(() => this.#pass())
      .catch((error: unknown) => {
        // The database away for a moment: the next pass tries again.
        this.#app.log.warn({ err: error }, 'job worker pass failed');
      })
      .finally(() => {
        this.#loop = undefined;
        if (this.#stopped) return;
        if (this.#again) {
          this.#again = false;
          this.wake();
          return;
        }
        this.#timer = setTimeout(() => this.wake(), this.#options.pollMs);
        this.#timer.unref();
      });
  }

  /**
   * Runs every due job now and waits until none is due or running: for tests and the
   * `backup now`-style calls that must see the outcome. Works whether or not the worker runs.
   */
  async drain(): Promise<void> {
    for (;;) {
      await this.#queueSchedules();
      const claimed = await this.#claim(Math.max(1, this.#options.concurrency));
      // A pass woken by the same commit may hold a claimed job it has not registered yet.
      if (claimed === 0 && this.#loop) await this.#loop;
      if (claimed === 0 && this.#running.size === 0) return;
      await Promise.all([...this.#running.values()].map((run) => run.done));
    }
  }

  /**
   * Stops claiming, waits up to `shutdownGraceMs` for running jobs, then hands what is still
   * running back to the queue (its try not counted) for another instance or the next start.
   */
  async stop() {
    this.#stopped = true;
    this.#unsubscribe?.();
    clearTimeout(this.#timer);
    clearInterval(this.#heartbeat);
    await this.#loop;
    const running = [...this.#running.values()].map((run) => run.done);
    if (running.length === 0) return;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(running),
      new Promise((resolve) => {
        timeout = setTimeout(resolve, this.#options.shutdownGraceMs);
      }),
    ]);
    clearTimeout(timeout);
    const unfinished = [...this.#running.keys()];
    if (unfinished.length === 0) return;
    for (const run of this.#running.values()) run.abort.abort();
    await createJobsRepository(this.#app.db)
      .release(this.id, unfinished)
      .catch((error: unknown) =>
        this.#app.log.warn({ err: error }, 'running jobs not handed back at shutdown'),
      );
  }

  async #pass() {
    await this.#queueSchedules();
    // Claims as long as there is room and work: a backlog is worked through without waiting.
    while (!this.#stopped) {
      const room = this.#options.concurrency - this.#running.size;
      if (room <= 0) return;
      if ((await this.#claim(room)) < room) return;
    }
  }

  async #queueSchedules() {
    const now = Date.now();
    for (const schedule of this.#schedules) {
      const slot = Math.floor(now / schedule.everyMs);
      if (slot === schedule.lastSlot) continue;
      const { kind } = schedule.definition;
      await enqueueJob(this.#app.db, schedule.definition, schedule.payload, {
        dedupeKey: `every:${kind}:${schedule.everyMs}:${slot}`,
        label: `Scheduled ${kind}`,
      });
      schedule.lastSlot = slot;
    }
  }

  async #claim(room: number): Promise<number> {
    const jobs = await createJobsRepository(this.#app.db).claim(
      this.id,
      room,
      this.#options.leaseMs,
    );
    for (const job of jobs) {
      const abort = new AbortController();
      // Nobody waits on a job: it gives way to requests (lib/background.ts).
      const done = runInBackground(() => this.#run(job, abort.signal))
        .catch((error: unknown) => {
          // Its outcome could not be written (the database away): the lease runs out and
          // the job is taken again.
          this.#app.log.warn({ err: error, jobId: job.id }, 'job outcome not recorded');
        })
        .finally(() => {
          this.#running.delete(job.id);
          // A finished job makes room: more may be waiting.
          if (!this.#stopped) this.wake();
        });
      this.#running.set(job.id, { done, abort });
    }
    return jobs.length;
  }

  async #run(job: JobRow, signal: AbortSignal) {
    const log = this.#app.log.child({ jobId: job.id, kind: job.kind, attempt: job.attempts });
    const repo = createJobsRepository(this.#app.db);
    const definition = this.#definitions.get(job.kind);
    if (job.attempts > job.maxAttempts) {
      // Its worker died on the last try (a crash, every time?): not tried again.
      return this.#failed(job, 'The worker stopped during its last try', false, log);
    }
    if (!definition) {
      // Queued by a newer version, or a kind that was removed: another instance may know it.
      await repo.fail(
        job.id,
        this.id,
        `No instance here runs ${job.kind} jobs`,
        new Date(Date.now() + 60_000),
      );
      return;
    }
    const payload = definition.payload.safeParse(job.payload);
    if (!payload.success) {
      return this.#failed(
        job,
        `Payload does not fit ${job.kind}: ${payload.error.message}`,
        false,
        log,
      );
    }
    const context = {
      app: this.#app,
      job: { id: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts, label: job.label },
      signal,
    };
    try {
      if (definition.transactional) {
        await inTransaction(this.#app.db, async (tx) => {
          await definition.run(payload.data, { ...context, db: tx });
          // Another worker took it meanwhile (this one's lease ran out): this try's writes go.
          if (!(await createJobsRepository(tx).complete(job.id, this.id)))
            throw new LostLease(job.id);
        });
      } else {
        await definition.run(payload.data, { ...context, db: this.#app.db });
        if (!(await repo.complete(job.id, this.id)))
          log.warn('job finished after its lease ran out; it may run again');
      }
      log.debug('job done');
    } catch (error) {
      if (error instanceof LostLease) {
        log.warn('job lease lost while running; its writes were rolled back');
        return;
      }
      if (signal.aborted) return;
      const retry = job.attempts < job.maxAttempts && !(error instanceof PermanentJobError);
      await this.#failed(job, describe(error), retry, log, definition, error);
    }
  }

  async #failed(
    job: JobRow,
    message: string,
    retry: boolean,
    log: FastifyInstance['log'],
    definition?: JobDefinition<unknown>,
    error?: unknown,
  ) {
    const retryAt =
      retry && definition ? new Date(Date.now() + retryDelayMs(definition, job.attempts)) : null;
    const row = await createJobsRepository(this.#app.db).fail(job.id, this.id, message, retryAt);
    if (retryAt) {
      log.warn({ err: error, retryAt }, 'job failed; it will be tried again');
      return;
    }
    log.error({ err: error, reason: message }, 'job failed for the last time');
    if (!row) return;
    const payload = definition?.payload.safeParse(row.payload);
    if (definition?.onDead && payload?.success) {
      await definition.onDead(payload.data, { app: this.#app, error: message });
      return;
    }
    await this.#onDead(row);
  }

  async #renewLeases() {
    const ids = [...this.#running.keys()];
    if (ids.length === 0) return;
    await createJobsRepository(this.#app.db)
      .renewLeases(this.id, ids, this.#options.leaseMs)
      .catch((error: unknown) => this.#app.log.warn({ err: error }, 'job leases not renewed'));
  }
}

class LostLease extends Error {
  constructor(id: string) {
    super(`lost the lease on job ${id}`);
  }
}
