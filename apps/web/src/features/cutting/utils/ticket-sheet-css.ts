import type { TicketTemplate } from '@gbo/contracts';

/**
 * Print CSS of a ticket sheet. It travels inside the sheet's markup, so it applies in the print frame only
 * (the sheet is never put in the page itself): the page's own printing keeps its paper size. Sizes are in
 * millimetres and points; every box is fixed and clips, so one ticket is exactly one label, and the fields
 * are budgeted to fit (long text ends in "…").
 */
const COMMON = `
html, body { margin: 0; padding: 0; background: #fff; }
.gbo-tickets {
  color: #000; background: #fff; line-height: 1.15;
  font-family: 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', 'PingFang SC',
    'Microsoft YaHei', sans-serif;
  -webkit-print-color-adjust: exact; print-color-adjust: exact;
}
.gbo-tickets *, .gbo-tickets *::before, .gbo-tickets *::after { box-sizing: border-box; }
.gbo-ticket { display: flex; flex-direction: column; overflow: hidden; break-inside: avoid; page-break-inside: avoid; }
.gbo-ticket .t-head { display: flex; justify-content: space-between; gap: 1mm; align-items: baseline;
  border-bottom: 0.25mm solid #000; flex: none; }
.gbo-ticket .t-factory { font-weight: 700; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; min-width: 0; }
.gbo-ticket .t-date { white-space: nowrap; flex: none; }
.gbo-ticket .t-main { display: flex; justify-content: space-between; flex: none; }
.gbo-ticket .t-id { min-width: 0; flex: 1; display: flex; flex-direction: column; }
.gbo-ticket .t-style { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.gbo-ticket .t-style b { font-weight: 700; }
.gbo-ticket .t-no-label { display: flex; gap: 1mm; align-items: center; white-space: nowrap; }
.gbo-ticket .t-mark { border: 0.25mm solid #000; border-radius: 0.6mm; padding: 0 0.6mm; font-weight: 700; }
.gbo-ticket .t-mark--void { background: #000; color: #fff; }
.gbo-ticket .t-no { font-weight: 800; line-height: 1; letter-spacing: -0.02em; white-space: nowrap;
  font-variant-numeric: tabular-nums; }
.gbo-ticket .t-code { flex: none; display: flex; flex-direction: column; align-items: center; }
.gbo-ticket .t-code svg { display: block; }
.gbo-ticket .t-ticket { font-weight: 700; white-space: nowrap; font-variant-numeric: tabular-nums; }
.gbo-ticket .t-fields { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); flex: none;
  border-top: 0.25mm solid #000; }
.gbo-ticket .t-field { min-width: 0; display: flex; flex-direction: column; }
.gbo-ticket .t-field--wide { grid-column: span 2; }
.gbo-ticket .t-label { color: #333; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.gbo-ticket .t-value { font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.gbo-ticket .t-field--strong .t-value { font-weight: 800; }
.gbo-ticket .t-processes { border-top: 0.25mm solid #000; min-height: 0; }
.gbo-ticket .t-processes-head { font-weight: 700; }
.gbo-ticket .t-processes ol { list-style: none; margin: 0; padding: 0; display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: 2mm; grid-auto-flow: row; }
.gbo-ticket .t-processes li { display: flex; gap: 0.8mm; min-width: 0; white-space: nowrap; }
.gbo-ticket .t-seq { flex: none; min-width: 3mm; text-align: right; font-variant-numeric: tabular-nums; }
.gbo-ticket .t-pname { overflow: hidden; text-overflow: ellipsis; flex: 1; min-width: 0; }
.gbo-ticket .t-rate { flex: none; font-variant-numeric: tabular-nums; }
`;

/** The 60×40 label: 57×37 mm inside its margin. */
const SMALL = `
.gbo-ticket { padding: 1.5mm 1.8mm; font-size: 6.5pt; }
.gbo-ticket .t-head { font-size: 6.5pt; padding-bottom: 0.4mm; }
.gbo-ticket .t-main { height: 21.5mm; padding-top: 0.6mm; }
.gbo-ticket .t-style { font-size: 8pt; }
.gbo-ticket .t-no-label { font-size: 5.5pt; margin-top: 0.3mm; }
.gbo-ticket .t-no { margin-top: 0.5mm; }
.gbo-ticket .t-code svg { width: 18mm; height: 18mm; }
.gbo-ticket .t-ticket { font-size: 6.5pt; }
.gbo-ticket .t-fields { column-gap: 1mm; row-gap: 0.3mm; padding-top: 0.4mm; }
.gbo-ticket .t-label { font-size: 5pt; }
.gbo-ticket .t-value { font-size: 7.5pt; }
.gbo-ticket .t-field--strong .t-value { font-size: 8pt; }
.gbo-ticket .t-processes { font-size: 6.5pt; padding-top: 0.4mm; }
.gbo-ticket .t-processes li { line-height: 3.3mm; }
.gbo-ticket--more .t-processes { border-top: 0; }
`;

/** The 80×60 label, and a cell of the A4 sheet: 76×56 mm inside. */
const LARGE = `
.gbo-ticket { padding: 2mm 2.2mm; font-size: 7.5pt; }
.gbo-ticket .t-head { font-size: 8pt; padding-bottom: 0.5mm; }
.gbo-ticket .t-main { height: 23mm; padding-top: 0.8mm; }
.gbo-ticket .t-style { font-size: 10pt; }
.gbo-ticket .t-no-label { font-size: 6.5pt; margin-top: 0.5mm; }
.gbo-ticket .t-no { margin-top: 0.8mm; }
.gbo-ticket .t-code svg { width: 19.5mm; height: 19.5mm; }
.gbo-ticket .t-ticket { font-size: 8pt; }
.gbo-ticket .t-fields { column-gap: 1.5mm; row-gap: 0.6mm; padding-top: 0.6mm; }
.gbo-ticket .t-label { font-size: 5.5pt; }
.gbo-ticket .t-value { font-size: 9pt; }
.gbo-ticket .t-field--strong .t-value { font-size: 10pt; }
.gbo-ticket .t-processes { font-size: 7pt; padding-top: 0.5mm; margin-top: 0.6mm; }
.gbo-ticket .t-processes li { line-height: 3.2mm; }
.gbo-ticket--more .t-processes { border-top: 0; margin-top: 0; }
`;

/** The 80×60 label with its process list: a smaller code and number leave room for 4 rows of 3. */
const LARGE_LISTED = `
.gbo-tickets--processes .gbo-ticket .t-main { height: 20mm; }
.gbo-tickets--processes .gbo-ticket .t-code svg { width: 16.5mm; height: 16.5mm; }
.gbo-ticket .t-processes { font-size: 6.5pt; }
.gbo-ticket .t-processes li { line-height: 2.9mm; }
.gbo-ticket .t-processes ol { grid-template-columns: repeat(3, minmax(0, 1fr)); column-gap: 1.5mm; }
`;

/** One ticket a page; the last page is not followed by a blank one. */
const label = (width: number, height: number) => `
@page { size: ${width}mm ${height}mm; margin: 0; }
.gbo-ticket { width: ${width}mm; height: ${height}mm; break-after: page; page-break-after: always; }
.gbo-ticket:last-child { break-after: auto; page-break-after: auto; }
`;

/** A4 portrait: 2 × 4 cells of 96 × 69 mm inside 8 mm margins, dashed lines to cut along. */
const A4 = `
@page { size: A4 portrait; margin: 8mm; }
.gbo-sheet { display: grid; grid-template-columns: repeat(2, 96mm); grid-template-rows: repeat(4, 69mm);
  width: 192mm; break-after: page; page-break-after: always; }
.gbo-sheet:last-child { break-after: auto; page-break-after: auto; }
.gbo-ticket { width: 96mm; height: 69mm; padding: 3.5mm 5mm; outline: 0.2mm dashed #888; outline-offset: -0.1mm; }
.gbo-ticket .t-processes ol { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const CSS: Record<TicketTemplate, string> = {
  label60x40: COMMON + SMALL + label(60, 40),
  label80x60: COMMON + LARGE + LARGE_LISTED + label(80, 60),
  a4: COMMON + LARGE + A4,
};

export const ticketSheetCss = (template: TicketTemplate) => CSS[template];
