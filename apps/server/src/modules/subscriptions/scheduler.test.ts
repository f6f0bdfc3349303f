import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { startSweeps } from './scheduler.ts';

function fakeLog() {
  return { error: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger & {
    error: ReturnType<typeof vi.fn>;
  };
}

describe('the sweep timer', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('runs soon after start, then every interval, and not after it is stopped', async () => {
    const sweep = vi.fn().mockResolvedValue({});
    const timer = startSweeps({ everyMs: 60_000, firstAfterMs: 5_000, sweep, log: fakeLog() });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sweep).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sweep).toHaveBeenCalledTimes(2);
    await timer.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('logs a failed pass instead of throwing, and runs the next one', async () => {
    const log = fakeLog();
    const sweep = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue({});
    const timer = startSweeps({ everyMs: 10_000, firstAfterMs: 1_000, sweep, log });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ message: 'database gone' }) }),
      'subscription sweep failed',
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sweep).toHaveBeenCalledTimes(2);
    await timer.stop();
  });

  it('waits for a running pass when stopped, so the database is not closed under it', async () => {
    let finish!: () => void;
    const sweep = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const timer = startSweeps({ everyMs: 10_000, firstAfterMs: 0, sweep, log: fakeLog() });
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = timer.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
