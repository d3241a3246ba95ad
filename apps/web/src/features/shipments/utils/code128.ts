/**
 * Code 128 (set B: printable ASCII), drawn as SVG bars: the carton labels' barcode, read by any scanner.
 * Each symbol is 6 widths (bar, space, bar, space, bar, space) of 1–4 modules, 11 modules in all; the stop
 * symbol has a seventh, a closing bar.
 */
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const; // prettier-ignore

export const CODE128_START_B = 104;
export const CODE128_STOP = 106;
/** Blank modules before and after the bars, so a scanner finds where they begin. */
const QUIET_ZONE = 10;

/** Whether Code 128 set B can write the text: printable ASCII (space to DEL less one), at least a character. */
export const isCode128Text = (text: string) => text.length > 0 && /^[\x20-\x7e]+$/.test(text);

/**
 * The symbol values of the text: start B, a value a character (its code less 32), the check symbol (start
 * plus each value times its position, modulo 103), stop.
 */
export function code128Values(text: string): number[] {
  if (!isCode128Text(text)) throw new RangeError(`Code 128 set B cannot write “${text}”`);
  const values = [...text].map((char) => char.charCodeAt(0) - 32);
  const check = values.reduce((sum, value, i) => sum + value * (i + 1), CODE128_START_B) % 103;
  return [CODE128_START_B, ...values, check, CODE128_STOP];
}

/** The bars as modules, 1 a bar and 0 a space: "11010010000…" (without the quiet zones). */
export function code128Modules(text: string): string {
  return code128Values(text)
    .map((value) =>
      [...(PATTERNS[value] ?? '')]
        .map((width, i) => (i % 2 === 0 ? '1' : '0').repeat(Number(width)))
        .join(''),
    )
    .join('');
}

/** The barcode as an SVG drawing that scales to its box (`height` in modules), bars merged into runs. */
export function code128Svg(text: string, options: { height?: number; className?: string } = {}): string {
  const modules = code128Modules(text);
  const height = options.height ?? 40;
  const width = modules.length + 2 * QUIET_ZONE;
  let path = '';
  for (const run of modules.matchAll(/1+/g))
    path += `M${run.index + QUIET_ZONE} 0h${run[0].length}v${height}h-${run[0].length}z`;
  const cls = options.className ? ` class="${options.className}"` : '';
  return (
    `<svg${cls} xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" ` +
    `preserveAspectRatio="none" shape-rendering="crispEdges" role="img" aria-label="${text.replace(/[&<>"]/g, '')}">` +
    `<path d="${path}" fill="#000"/></svg>`
  );
}
