import qrcode from 'qrcode-generator';

/** Quiet modules around the code. */
const QUIET = 2;

/**
 * A QR code of a short text (the order number) as SVG markup, with the library the bundle tickets use: one
 * path, error correction M, the text as UTF-8 bytes. No canvas, so nothing needs copying into the print frame.
 */
export function qrSvg(text: string, className: string): string {
  const code = qrcode(0, 'M');
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  code.addData(binary, 'Byte');
  code.make();
  const count = code.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!code.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && code.isDark(row, col)) col++;
      path += `M${start + QUIET} ${row + QUIET}h${col - start}v1h${start - col}z`;
    }
  }
  const size = count + QUIET * 2;
  return (
    `<svg class="${className}" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" ` +
    `shape-rendering="crispEdges" aria-hidden="true"><rect width="${size}" height="${size}" fill="#fff"/>` +
    `<path d="${path}" fill="#000"/></svg>`
  );
}
