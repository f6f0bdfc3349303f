import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepSubscriptions } from './sweep.ts';

/** The first pass runs soon after start-up, not a whole interval later. */
export const FIRST_SWEEP_AFTER_MS = 5_000;

export interface SweepTimer {
  /** Stops the timer and waits for a pass that is running. */
  stop(): Promise<void>;
}

/**
 * Runs `sweep` once after `firstAfterMs`, then every `everyMs` after the previous pass ended
 * (so two passes of one instance never overlap). A failed pass is logged; the next one runs.
 */
export function startSweeps(options: {
  everyMs: number;
  firstAfterMs: number;
  sweep: () => Promise<unknown>;
  log: FastifyBaseLogger;
}): SweepTimer {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const pass = async () => {
    try {
      const result = await options.sweep();
      options.log.debug({ result }, 'subscription sweep done');
    } catch (error) {
      options.log.error({ err: error }, 'subscription sweep failed');
    }
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().finally(() => {
        running = undefined;
        schedule(options.everyMs);
      });
    }, delay);
    // A waiting timer alone never keeps the process alive.
    timer.unref();
  };
  schedule(options.firstAfterMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Reminders and expiries every `everyMs` (SUBSCRIPTION_SWEEP_MS); 0 turns the job off. */
export const subscriptionsSchedulerPlugin = fp(
  async (app: FastifyInstance, { everyMs }: { everyMs: number }) => {
    if (everyMs <= 0) return;
    let timer: SweepTimer | undefined;
    app.addHook('onReady', async () => {
      timer = startSweeps({
        everyMs,
        firstAfterMs: Math.min(everyMs, FIRST_SWEEP_AFTER_MS),
        sweep: () => sweepSubscriptions(app),
        log: app.log,
      });
    });
    app.addHook('onClose', async () => {
      await timer?.stop();
    });
  },
  { name: 'subscriptions-scheduler', dependencies: ['database', 'notify'] },
);
