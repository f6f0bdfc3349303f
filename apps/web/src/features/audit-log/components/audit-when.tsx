import { formatDateTime, formatWhen } from '@/lib/format-date';

/** "5 minutes ago", with the exact time under it and in the element a machine reads. */
export function AuditWhen({ at }: { at: string }) {
  const exact = formatDateTime(at);
  return (
    <time dateTime={at} title={exact} className="flex flex-col">
      <span>{formatWhen(at)}</span>
      <span className="text-sm text-slate-400">{exact}</span>
    </time>
  );
}
