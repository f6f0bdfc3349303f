/** Hands the browser a blob to save as `name` (a CSV export fetched through the API client). */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
