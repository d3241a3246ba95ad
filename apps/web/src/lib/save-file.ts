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

/**
 * The file name a response's `Content-Disposition` header gives (`filename*=UTF-8''…` before `filename="…"`);
 * none without one, or when it names a path rather than a file.
 */
export function fileNameOf(contentDisposition: string | null | undefined): string | undefined {
  if (!contentDisposition) return undefined;
  const encoded = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(contentDisposition)?.[1];
  let name: string | undefined;
  if (encoded)
    try {
      name = decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  name ??= /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i
    .exec(contentDisposition)
    ?.slice(1)
    .find((part) => part !== undefined)
    ?.replace(/\\(.)/g, '$1')
    .trim();
  return name && !/[/\\]/.test(name) ? name : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An exported workbook's name, stamped with the local time of the export: people-20260303-1405.xlsx. */
export function exportFileName(base: string, at: Date): string {
  const day = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}`;
  return `${base}-${day}-${pad(at.getHours())}${pad(at.getMinutes())}.xlsx`;
}
