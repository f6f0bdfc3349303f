import { vi } from 'vitest';

/**
 * Stands in for the browser's "save as": jsdom has no object URLs and follows no download
 * link, so the blob URL is faked and each saved file's name is kept, in order, instead.
 */
export function catchSavedFiles(): string[] {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
  );
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}
