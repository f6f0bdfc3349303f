/** 0.873 → "87%", or "87.3%" with one decimal. */
export function formatPercent(ratio: number, decimals = 0): string {
  return `${(ratio * 100).toFixed(decimals)}%`;
}

/** 850 → "850 ms", 1340 → "1.3 s". */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** Lines of a textarea, trimmed, blank ones dropped. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The messages of a 422 field map for `field` and anything under it (`answers.2`). */
export function fieldMessages(
  errors: Record<string, string[]> | undefined,
  field: string,
): string | undefined {
  if (!errors) return undefined;
  const messages = Object.entries(errors)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .flatMap(([, list]) => list);
  return messages.length > 0 ? [...new Set(messages)].join(', ') : undefined;
}
