import { formatMoney, type AuditEntry } from '@streamfront/contract';
import { formatDateTime } from '@/lib/format-date';

type Summary = Record<string, unknown>;

/** Record types as an admin says them; a type not listed is spelled from its key. */
const TYPE_NAMES: Record<string, { one: string; many: string }> = {
  order: { one: 'order', many: 'Orders' },
  promo_code: { one: 'promo code', many: 'Promo codes' },
  service: { one: 'package', many: 'Packages' },
  query: { one: 'query', many: 'Queries' },
  site_settings: { one: 'site settings', many: 'Site settings' },
  faq_item: { one: 'FAQ entry', many: 'FAQ entries' },
  favicon: { one: 'favicon', many: 'Favicon' },
  hero_section: { one: 'hero section', many: 'Hero section' },
  event: { one: 'event', many: 'Events' },
  user: { one: 'account', many: 'Accounts' },
  vod_request: { one: 'VOD request', many: 'VOD requests' },
  content_report: { one: 'content report', many: 'Content reports' },
  trial: { one: 'free trial', many: 'Free trials' },
  backup: { one: 'backup', many: 'Backups' },
};

const words = (key: string) => key.replace(/[_.-]+/g, ' ').trim();
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function typeName(entityType: string): string {
  return TYPE_NAMES[entityType]?.one ?? words(entityType);
}

/** The record type filter's choice: "Orders", "Promo codes". */
export function typeOption(entityType: string) {
  return {
    value: entityType,
    label: TYPE_NAMES[entityType]?.many ?? capitalise(words(entityType)),
  };
}

/** How each verb of `<entity>.<verb>` reads, with the record's name in `{}`. */
const VERB_PHRASES: Record<string, string> = {
  create: 'Created {}',
  update: 'Changed {}',
  delete: 'Deleted {}',
  status: 'Changed {} status',
  note: 'Changed {} note',
  reply: 'Replied to {}',
  add_note: 'Added a note to {}',
  image: 'Changed {} image',
  image_removed: 'Removed {} image',
  email: 'Changed {} email',
  photo: 'Changed {} photo',
  password: 'Changed {} password',
  revoke: 'Revoked {}',
  close: 'Closed {}',
  two_factor_on: 'Turned on two-factor sign-in for {}',
  two_factor_off: 'Turned off two-factor sign-in for {}',
  recovery_code_used: 'Signed in with a recovery code to {}',
};

/** "Changed order SF-2026-00042 status", "Created promo code WELCOME10". */
export function describeAction(entry: Pick<AuditEntry, 'action' | 'entityType' | 'entityLabel'>) {
  const verb = entry.action.split('.').slice(1).join('.') || entry.action;
  const record = [typeName(entry.entityType), entry.entityLabel].filter(Boolean).join(' ');
  const phrase = VERB_PHRASES[verb] ?? `${capitalise(words(verb))} {}`;
  return phrase.replace('{}', record);
}

/** Field names as a form would label them; a field not listed is spelled from its name. */
const FIELD_LABELS: Record<string, string> = {
  orderNumber: 'Order number',
  startsAt: 'Starts',
  expiresAt: 'Expires',
  discountType: 'Discount type',
  discountValue: 'Discount',
  validFrom: 'Valid from',
  validUntil: 'Valid until',
  maxUses: 'Maximum uses',
  maxUsesPerCustomer: 'Uses per customer',
  serviceIds: 'Packages',
  periodMonths: 'Period (months)',
  maxDevices: 'Devices',
};

export function fieldLabel(key: string): string {
  return FIELD_LABELS[key] ?? capitalise(key.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase());
}

/** Amounts kept in minor units. */
const MONEY_FIELDS = new Set(['price', 'subtotal', 'discount', 'total', 'amount', 'revenue']);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * One value of a summary as a person reads it: money as money, times as dates, yes and no.
 * `context` is the row's before and after together, for the currency or the discount's type.
 */
export function formatValue(key: string, value: unknown, context: Summary): string {
  if (value === null || value === undefined || value === '') return '—';
  const currency = typeof context.currency === 'string' ? context.currency : 'USD';
  if (typeof value === 'number') {
    if (MONEY_FIELDS.has(key)) return formatMoney(value, currency);
    if (key === 'discountValue' && context.discountType === 'fixed')
      return formatMoney(value, currency);
    if (key === 'discountValue' && context.discountType === 'percent') return `${value}%`;
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (ISO_TIME.test(value)) return formatDateTime(value) || value;
    // Status words and other keys ("paid", "percent") read as words.
    return /^[a-z_]+$/.test(value) && key !== 'code' ? capitalise(words(value)) : value;
  }
  if (Array.isArray(value)) {
    if (key === 'serviceIds')
      return value.length === 0
        ? 'All packages'
        : `${value.length} ${value.length === 1 ? 'package' : 'packages'}`;
    return value.length === 0
      ? '—'
      : value.map((item) => formatValue(key, item, context)).join(', ');
  }
  return JSON.stringify(value);
}

export interface FieldChange {
  key: string;
  label: string;
  before: string;
  after: string;
}

/** Before → after for each field the row kept that differs (a create has only an after). */
export function fieldChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  // The discount's type or currency may sit on either side of a change.
  const context = { ...before, ...after };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const blank = (value: unknown) => value === null || value === undefined || value === '';
  return (
    keys
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      // A record made or removed whole: its empty fields say nothing.
      .filter((key) => !(blank(before[key]) && blank(after[key])))
      .map((key) => ({
        key,
        label: fieldLabel(key),
        before: entry.before ? formatValue(key, before[key], context) : '—',
        after: entry.after ? formatValue(key, after[key], context) : '—',
      }))
  );
}

/** Where the record can be seen, when a page shows it: the order opened, the code found. */
export function recordLink(
  entry: Pick<AuditEntry, 'action' | 'entityType' | 'entityId' | 'entityLabel'>,
): string | null {
  if (!entry.entityId) return null;
  if (entry.entityType === 'order')
    return `/admin/orders?order=${encodeURIComponent(entry.entityId)}`;
  if (entry.entityType === 'query')
    return `/admin/queries?query=${encodeURIComponent(entry.entityId)}`;
  if (entry.entityType === 'vod_request')
    return `/admin/vod-requests?request=${encodeURIComponent(entry.entityId)}`;
  if (entry.entityType === 'content_report')
    return `/admin/report-content?report=${encodeURIComponent(entry.entityId)}`;
  if (entry.entityType === 'promo_code' && entry.entityLabel && !entry.action.endsWith('.delete'))
    return `/admin/promo-codes?q=${encodeURIComponent(entry.entityLabel)}`;
  return null;
}
