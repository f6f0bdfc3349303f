import type { FastifyLoggerOptions } from 'fastify';
import type { Config } from './config.ts';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields pino adds to every line: a person at a terminal does not need them. */
const OMITTED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'err']);

interface LogEntry {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { stack?: string; message?: string };
  [field: string]: unknown;
}

const clock = (time: number | undefined) =>
  new Date(time ?? Date.now()).toISOString().slice(11, 19);

/** One JSON log line as one readable line: time, level, request, message, other fields. */
export function prettyLine(line: string): string {
  let entry: LogEntry;
  try {
    entry = JSON.parse(line) as LogEntry;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const parts = [clock(entry.time), (LEVELS[entry.level ?? 30] ?? 'LOG').padEnd(5)];
  if (entry.reqId) parts.push(`[${entry.reqId.slice(0, 8)}]`);
  if (entry.req) parts.push(`${entry.req.method} ${entry.req.url}`);
  if (entry.res) parts.push(`-> ${entry.res.statusCode}`);
  if (typeof entry.responseTime === 'number') {
    parts.push(`in ${entry.responseTime.toFixed(1)} ms`);
  }
  if (entry.msg) parts.push(entry.msg);
  for (const [key, value] of Object.entries(entry)) {
    if (OMITTED.has(key) || key === 'responseTime') continue;
    parts.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  const stack = entry.err?.stack ?? entry.err?.message;
  const details = stack ? `\n    ${stack.split('\n').join('\n    ')}` : '';
  return `${parts.join(' ')}${details}\n`;
}

export const prettyStream = (out: { write(text: string): unknown }) => ({
  write: (line: string) => out.write(prettyLine(line)),
});

/**
 * JSON lines for log collectors; readable lines in a terminal. Written in a few lines here
 * rather than with pino-pretty, which only reaches node_modules as a development dependency
 * of the chat engine's logger.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  out: { write(text: string): unknown } = process.stdout,
): FastifyLoggerOptions & { level: string } {
  return config.logFormat === 'pretty'
    ? { level: config.logLevel, stream: prettyStream(out) }
    : { level: config.logLevel };
}
