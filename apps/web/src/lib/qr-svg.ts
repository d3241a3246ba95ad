import qrcode from 'qrcode-generator';

/** Quiet modules around the code: a printed document's white margin adds to them. */
const QUIET = 2;

/**
 * A QR code as SVG markup: one path, dark modules of a row merged into runs, so 500 tickets stay cheap to
 * build and to draw (no canvas per code, nothing to copy into the print frame). Error correction M survives
 * a crease or a smudge on a label. The text is sent as UTF-8 bytes.
 */
export function qrSvg(text: string, className: string): string {
  const code = qrcode(0, 'M');
  code.addData(utf8Binary(text), 'Byte');
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

/** The library reads a string as one byte per character: UTF-8 bytes as such characters. */
function utf8Binary(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return binary;
}
