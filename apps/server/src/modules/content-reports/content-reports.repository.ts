import type { ContentReport, ProblemType } from '@streamfront/contract';
import type { Db } from '../../db/client.ts';
import { contentReports, type ContentReportRow } from '../../db/schema/index.ts';

export function toContentReport(row: ContentReportRow): ContentReport {
  return {
    _id: row.id,
    id: row.id,
    subject: row.subject,
    problemType: row.problemType,
    details: row.details,
    url: row.url,
    email: row.email,
    userId: row.userId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface NewContentReport {
  subject: string;
  problemType: ProblemType;
  details: string;
  url?: string | undefined;
  email: string;
  userId: string | null;
}

export function createContentReportsRepository(db: Db) {
  return {
    async create(input: NewContentReport): Promise<ContentReport> {
      const [row] = await db
        .insert(contentReports)
        .values({ ...input, url: input.url ?? null })
        .returning();
      return toContentReport(row!);
    },
  };
}

export type ContentReportsRepository = ReturnType<typeof createContentReportsRepository>;
