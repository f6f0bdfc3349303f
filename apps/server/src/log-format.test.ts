import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './log-format.ts';

describe('logger options', () => {
  it('leave pino to write JSON lines for log collectors', () => {
    expect(loggerOptions({ logLevel: 'warn', logFormat: 'json' })).toEqual({ level: 'warn' });
  });

  it('turn each JSON line into one readable line for a terminal', () => {
    const out = new PassThrough();
    const written: string[] = [];
    out.on('data', (chunk: Buffer) => written.push(chunk.toString('utf8')));
    const options = loggerOptions({ logLevel: 'info', logFormat: 'pretty' }, out);
    expect(options.level).toBe('info');
    const time = new Date(2026, 0, 2, 13, 4, 5).getTime();
    (options.stream as NodeJS.WritableStream).write(
      `${JSON.stringify({ level: 40, time, pid: 1, hostname: 'box', msg: 'careful', port: 3000 })}\n`,
    );
    const text = written.join('');
    expect(text).toMatch(/^\[13:04:05\] WARN: careful/);
    expect(text).toContain('"port":3000');
    expect(text).not.toContain('box');
    expect(text.trim().split('\n')).toHaveLength(1);
  });
});
