import { describe, expect, it } from 'vitest';
import { AuditEntrySchema, AuditLogQuerySchema } from './audit-log.ts';

const id = '0b7d3c4e-8f1a-4c2b-9d3e-5f6a7b8c9d0e';

describe('AuditLogQuerySchema', () => {
  it('defaults to the newest first and takes the filters of the audit page', () => {
    expect(AuditLogQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20, sort: '-createdAt' });
    expect(
      AuditLogQuerySchema.parse({
        entityType: 'order',
        entityId: id,
        actorId: id,
        from: '2026-11-01',
      }),
    ).toMatchObject({ entityType: 'order', entityId: id, actorId: id });
  });

  it('refuses a sort key that is not listed and an actor that is not an id', () => {
    expect(AuditLogQuerySchema.safeParse({ sort: 'before' }).success).toBe(false);
    expect(AuditLogQuerySchema.safeParse({ actorId: 'me' }).success).toBe(false);
  });
});

describe('AuditEntrySchema', () => {
  it('carries a before/after summary, null for a create’s before', () => {
    const entry = {
      _id: id,
      id,
      actor: null,
      action: 'promo_code.create',
      entityType: 'promo_code',
      entityId: id,
      entityLabel: 'SPRING',
      before: null,
      after: { code: 'SPRING' },
      createdAt: '2026-11-01T10:00:00.000Z',
    };
    expect(AuditEntrySchema.parse(entry)).toEqual(entry);
  });
});
