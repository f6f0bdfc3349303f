import { z } from 'zod';
import { IsoDateSchema, okSchema } from './common.ts';

// ---- Backups of the embedded database (decision 059) -------------------------------------

/** One backup file in BACKUP_DIR: a .tar.gz of the database and the secrets that read it. */
export const BackupSchema = z.object({
  /** Its file name in the backups folder, e.g. `streamfront-2026-05-04T03-00-00.000Z.tar.gz`. */
  name: z.string(),
  createdAt: IsoDateSchema,
  /** Bytes. */
  size: z.number().int().min(0),
});
export type Backup = z.infer<typeof BackupSchema>;

/** The last backup that failed and has not been followed by one that worked. */
export const BackupFailureSchema = z.object({
  at: IsoDateSchema,
  message: z.string(),
});
export type BackupFailure = z.infer<typeof BackupFailureSchema>;

/**
 * `GET /api/admin/backups`. On PostgreSQL (`database: 'postgres'`) the server makes no
 * backups: pg_dump does (README, "Operating"), and the list is empty.
 */
export const BackupsOverviewSchema = z.object({
  database: z.enum(['embedded', 'postgres']),
  /** Where the backups are written (BACKUP_DIR); null on PostgreSQL. */
  folder: z.string().nullable(),
  /** Hours between scheduled backups (BACKUP_EVERY); null when off or on PostgreSQL. */
  everyHours: z.number().nullable(),
  /** How many of the newest are kept (BACKUP_KEEP). */
  keep: z.number().int(),
  /** Newest first. */
  backups: z.array(BackupSchema),
  lastFailure: BackupFailureSchema.nullable(),
});
export type BackupsOverview = z.infer<typeof BackupsOverviewSchema>;
export const BackupsAnswerSchema = okSchema(BackupsOverviewSchema);
export type BackupsAnswer = z.infer<typeof BackupsAnswerSchema>;

/** `POST /api/admin/backups`: the backup just written and checked. */
export const BackupTakenAnswerSchema = okSchema(BackupSchema);
export type BackupTakenAnswer = z.infer<typeof BackupTakenAnswerSchema>;

/**
 * What `npm run backup` is answered by the server running on its DATA_DIR (a local call, not
 * part of the API): the backup and the file's whole path.
 */
export const LocalBackupAnswerSchema = okSchema(BackupSchema.extend({ file: z.string() }));
export type LocalBackupAnswer = z.infer<typeof LocalBackupAnswerSchema>;

export const BACKUP_MESSAGES = {
  /** 409 on PostgreSQL: the server does not hold that database's files. */
  postgres:
    'This server runs on PostgreSQL: back it up with pg_dump (see the README, "Operating").',
  /** 503 prefix: the reason follows. */
  failed: 'The backup failed',
  taken: (name: string) => `Backup ${name} written and checked.`,
} as const;
