/** Hands the browser a file to save under `name`. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by then; the object URL would otherwise live as long as the page.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
