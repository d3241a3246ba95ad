/** Hands a downloaded file to the browser to save, under the given name. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An exported workbook's name, stamped with the local time of the export: people-20260303-1405.xlsx. */
export function exportFileName(base: string, at: Date): string {
  const day = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}`;
  return `${base}-${day}-${pad(at.getHours())}${pad(at.getMinutes())}.xlsx`;
}
