import type { AuditEntry } from '@streamfront/contract';

const VERBS: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  status: 'status changed',
};

// The fields that name a record, in the order worth showing.
const NAMING_FIELDS = ['orderNumber', 'code', 'name', 'title', 'category', 'status'];

/**
 * One audit row in a line: "Promo code created · WELCOME10". Actions are `<entity>.<verb>`;
 * an unknown verb is shown as it is rather than guessed at.
 */
export function describeActivity(
  entry: Pick<AuditEntry, 'action' | 'entityType' | 'after' | 'before'>,
): string {
  const [entity = entry.entityType, verb = ''] = entry.action.split('.');
  const thing = entity.replaceAll('_', ' ');
  const what = `${thing.charAt(0).toUpperCase()}${thing.slice(1)} ${VERBS[verb] ?? verb}`.trim();
  const summary = entry.after ?? entry.before ?? {};
  const field = NAMING_FIELDS.find((name) => typeof summary[name] === 'string');
  const detail = field ? String(summary[field]) : '';
  return detail ? `${what} · ${detail}` : what;
}
