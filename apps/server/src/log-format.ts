import type { FastifyLoggerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from './config.ts';

/**
 * JSON lines for log collectors; readable lines (pino-pretty) for a person at a terminal.
 * Request lines keep their method, path and status; pid and hostname say nothing there.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  destination: NodeJS.WritableStream | number = 1,
): FastifyLoggerOptions & { level: string } {
  if (config.logFormat !== 'pretty') {
    return destination === 1
      ? { level: config.logLevel }
      : { level: config.logLevel, stream: destination as NodeJS.WritableStream };
  }
  return {
    level: config.logLevel,
    stream: pretty({
      destination,
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: true,
    }),
  };
}
