import {
  BACKUP_MESSAGES,
  BackupTakenAnswerSchema,
  BackupsAnswerSchema,
  CacheBustSchema,
  errorAnswers,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reason } from '../../config-data-dir.ts';
import { conflict, unavailable } from '../../plugins/http-errors.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { BackupFailed } from './backups.service.ts';

const tags = ['admin: settings'];
const HOUR_MS = 60 * 60 * 1000;

/**
 * Settings → Backups: the embedded database's backups with their sizes and times, the last
 * failure, and "Back up now". On PostgreSQL the list is empty and the page points to pg_dump.
 * Registered inside the admin scope, whose hook has already checked the role.
 */
export async function adminBackupsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/backups',
    {
      schema: {
        tags,
        querystring: CacheBustSchema,
        response: { 200: BackupsAnswerSchema, ...errorAnswers(401, 403, 422, 503) },
      },
    },
    async () => {
      const backups = app.backups;
      if (!backups) {
        return {
          success: true as const,
          data: {
            database: 'postgres' as const,
            folder: null,
            everyHours: null,
            keep: 0,
            backups: [],
            lastFailure: null,
          },
        };
      }
      const [list, lastFailure] = await Promise.all([
        backups.list().catch((error: unknown) => {
          throw unavailable(`The backups folder cannot be read (${reason(error)})`);
        }),
        backups.lastFailure(),
      ]);
      return {
        success: true as const,
        data: {
          database: 'embedded' as const,
          folder: backups.folder,
          everyHours: backups.everyMs > 0 ? backups.everyMs / HOUR_MS : null,
          keep: backups.keep,
          backups: list,
          lastFailure,
        },
      };
    },
  );

  r.post(
    '/backups',
    {
      schema: {
        tags,
        response: { 201: BackupTakenAnswerSchema, ...errorAnswers(401, 403, 409, 503) },
      },
    },
    async (request, reply) => {
      if (!app.backups) throw conflict(BACKUP_MESSAGES.postgres);
      let backup;
      try {
        backup = await app.backups.take('manual');
      } catch (error) {
        // The server's disk or database, not the caller: 503, with the reason to act on.
        if (error instanceof BackupFailed)
          throw unavailable(`${BACKUP_MESSAGES.failed}: ${error.message}`);
        throw error;
      }
      // Which admin took it, and when: the file holds every customer's data.
      await recordAudit(app.db, {
        actorId: request.auth!.userId,
        action: 'backup.create',
        entityType: 'backup',
        entityId: null,
        before: null,
        after: { name: backup.name, size: backup.size },
      });
      reply.code(201);
      return { success: true as const, data: backup };
    },
  );
}
