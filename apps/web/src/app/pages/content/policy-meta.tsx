/** The date every policy page states; change it with the text. */
export const POLICIES_UPDATED = { iso: '2026-11-01', label: '1 November 2026' } as const;

export function LastUpdated() {
  return (
    <p className="mt-4 text-sm text-slate-400">
      Last updated <time dateTime={POLICIES_UPDATED.iso}>{POLICIES_UPDATED.label}</time>
    </p>
  );
}
