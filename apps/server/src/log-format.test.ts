import { describe, expect, it } from 'vitest';
import { loggerOptions, prettyLine } from './log-format.ts';

const time = Date.UTC(2026, 0, 2, 13, 4, 5);

describe('readable log lines', () => {
  it('says time, level and message, then the other fields', () => {
    const line = JSON.stringify({
      level: 30,
      time,
      pid: 1,
      hostname: 'box',
      msg: 'Streamfront is serving http://localhost:3000',
      url: 'http://localhost:3000',
      port: 3000,
    });
    expect(prettyLine(line)).toBe(
      '13:04:05 INFO  Streamfront is serving http://localhost:3000 url=http://localhost:3000 port=3000\n',
    );
  });

  it('shows a request by its method, path, status and time', () => {
    const line = JSON.stringify({
      level: 30,
      time,
      reqId: '0123456789abcdef',
      req: { method: 'GET', url: '/api/services', host: 'x' },
      res: { statusCode: 200 },
      responseTime: 1.234,
      msg: 'request completed',
    });
    expect(prettyLine(line)).toBe(
      '13:04:05 INFO  [01234567] GET /api/services -> 200 in 1.2 ms request completed\n',
    );
  });

  it('puts an error stack on the lines below, indented', () => {
    const line = JSON.stringify({
      level: 50,
      time,
      msg: 'unhandled error',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at here' },
    });
    expect(prettyLine(line)).toBe(
      '13:04:05 ERROR unhandled error\n    Error: boom\n        at here\n',
    );
  });

  it('passes through a line that is not JSON', () => {
    expect(prettyLine('plain words')).toBe('plain words\n');
  });
});

describe('logger options', () => {
  it('write JSON lines as pino makes them, or readable ones through the pretty stream', () => {
    expect(loggerOptions({ logLevel: 'warn', logFormat: 'json' })).toEqual({ level: 'warn' });
    const written: string[] = [];
    const pretty = loggerOptions(
      { logLevel: 'info', logFormat: 'pretty' },
      { write: (text) => written.push(text) },
    );
    expect(pretty.level).toBe('info');
    (pretty.stream as { write(line: string): void }).write(
      `${JSON.stringify({ level: 40, time, msg: 'careful' })}\n`,
    );
    expect(written).toEqual(['13:04:05 WARN  careful\n']);
  });
});
