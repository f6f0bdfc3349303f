import type { AdminRecord } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import { rooms } from './rooms.ts';

/**
 * Tells every subscribed admin (on every instance, through the adapter) that a record changed,
 * so open lists and details refetch it. Call it after the change has committed; a failed emit
 * is logged, never thrown: the change stands and pages catch up on their next fetch.
 */
export function announceRecordChange(app: FastifyInstance, record: AdminRecord, id: string) {
  try {
    app.realtime.io.to(rooms.admins).emit('admin:record:changed', { record, id });
  } catch (error) {
    app.log.warn({ err: error, record, id }, 'record change not announced');
  }
}
