/** Hands a downloaded file to the browser as if a link to it had been clicked. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
