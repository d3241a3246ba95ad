import type { ShipmentPaper } from '@/features/shipments/utils/shipment-docs';

/**
 * Print CSS of the shipment documents. It travels inside their markup, so it applies in the print frame only
 * (the documents are never put in the page itself). Sizes in millimetres and points; long tables run on to
 * the next page with their header repeated, a row never split.
 */
const COMMON = `
html, body { margin: 0; padding: 0; background: #fff; }
.gbo-ship {
  color: #000; background: #fff; line-height: 1.3;
  /* The tables' outer borders straddle their edge: kept inside the page. */
  padding: 0 0.4mm;
  font-family: 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', 'PingFang SC',
    'Microsoft YaHei', sans-serif;
  -webkit-print-color-adjust: exact; print-color-adjust: exact;
}
.gbo-ship *, .gbo-ship *::before, .gbo-ship *::after { box-sizing: border-box; }
.gbo-ship .s-doc { break-after: page; page-break-after: always; }
/* Named pages: the margin marks (shipment-docs.ts) say which document a page belongs to. */
.gbo-ship .s-doc--note { page: s-note; }
.gbo-ship .s-doc--packing { page: s-packing; }
@page {
  @top-right { font-family: Arial, 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', sans-serif; font-size: 7.5pt; color: #333; }
  @bottom-right { font-family: Arial, 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', sans-serif; font-size: 7.5pt; color: #333; }
}
/* VOID across every page: fixed, so the browser prints it on each; behind nothing a reader needs. */
.gbo-ship .s-watermark {
  position: fixed; top: 50%; left: 50%; z-index: 10; pointer-events: none; white-space: nowrap;
  transform: translate(-50%, -50%) rotate(-30deg);
  padding: 2mm 8mm; border: 2mm solid rgba(200, 0, 0, 0.35); border-radius: 4mm;
  color: rgba(200, 0, 0, 0.3); font-weight: 800; letter-spacing: 0.15em; text-transform: uppercase;
}
.gbo-ship .s-doc:last-child { break-after: auto; page-break-after: auto; }
.gbo-ship .s-head { display: flex; align-items: center; gap: 4mm; border-bottom: 0.5mm solid #000; }
.gbo-ship .s-factory { flex: 1 1 0; min-width: 0; }
.gbo-ship .s-factory-name { font-weight: 700; }
.gbo-ship .s-factory-address { color: #222; }
.gbo-ship .s-title { flex: 1.3 1 0; text-align: center; min-width: 0; }
.gbo-ship .s-title h1 { margin: 0; font-weight: 800; letter-spacing: 0.08em; }
.gbo-ship .s-stamp { display: inline-block; margin-left: 2mm; padding: 0 1.5mm; border: 0.4mm solid #000;
  border-radius: 1mm; letter-spacing: 0; vertical-align: middle; font-size: 0.5em; }
.gbo-ship .s-stamp--void { background: #000; color: #fff; }
.gbo-ship .s-no b { font-variant-numeric: tabular-nums; letter-spacing: 0.02em; }
.gbo-ship .s-code { flex: 1 1 0; display: flex; justify-content: flex-end; }
.gbo-ship .s-qr { display: block; }
.gbo-ship table { width: 100%; border-collapse: collapse; }
.gbo-ship .s-info th { text-align: left; font-weight: 400; color: #333; white-space: nowrap; padding-right: 2mm; width: 1%; }
.gbo-ship .s-info td { font-weight: 600; padding-right: 4mm; word-break: break-word; }
.gbo-ship .s-grid th, .gbo-ship .s-grid td { border: 0.25mm solid #000; text-align: center;
  font-variant-numeric: tabular-nums; }
.gbo-ship .s-grid thead th { background: #eee; font-weight: 700; }
.gbo-ship .s-grid tfoot th, .gbo-ship .s-grid tfoot td { font-weight: 700; background: #f4f4f4; }
.gbo-ship .s-grid .s-left { text-align: left; }
.gbo-ship .s-grid tbody th { font-weight: 600; }
.gbo-ship .s-strong { font-weight: 700; }
.gbo-ship thead { display: table-header-group; }
.gbo-ship tfoot { display: table-row-group; }
.gbo-ship tr { break-inside: avoid; page-break-inside: avoid; }
.gbo-ship .s-amount b { font-size: 1.15em; }
.gbo-ship .s-amount span { color: #333; }
.gbo-ship .s-percolour { color: #222; }
.gbo-ship .s-note { white-space: pre-wrap; word-break: break-word; }
.gbo-ship .s-sign { display: flex; gap: 6mm; break-inside: avoid; page-break-inside: avoid; }
.gbo-ship .s-sign-box { flex: 1 1 0; display: flex; align-items: flex-end; gap: 1.5mm; white-space: nowrap; }
.gbo-ship .s-line { flex: 1 1 auto; border-bottom: 0.3mm solid #000; min-width: 8mm; }
.gbo-ship .s-line--short { flex: 0 0 16mm; }
`;

/** A4 portrait: 186 mm of width inside 12 mm margins. */
const A4 = `
@page { size: A4 portrait; margin: 12mm; }
.gbo-ship { font-size: 10pt; }
.gbo-ship .s-head { padding-bottom: 2.5mm; margin-bottom: 3mm; }
.gbo-ship .s-factory-name { font-size: 12pt; }
.gbo-ship .s-factory-address { font-size: 9pt; }
.gbo-ship .s-title h1 { font-size: 20pt; }
.gbo-ship .s-no { font-size: 11pt; margin-top: 1mm; }
.gbo-ship .s-qr { width: 24mm; height: 24mm; }
.gbo-ship .s-info { margin-bottom: 3mm; }
.gbo-ship .s-info th, .gbo-ship .s-info td { padding-top: 0.8mm; padding-bottom: 0.8mm; }
.gbo-ship .s-grid th, .gbo-ship .s-grid td { padding: 1.6mm 1.5mm; font-size: 10.5pt; }
.gbo-ship .s-packing th, .gbo-ship .s-packing td { padding: 1mm 1.5mm; font-size: 10pt; }
.gbo-ship .s-amount { margin-top: 3mm; font-size: 11pt; }
.gbo-ship .s-cartons { margin-top: 2.5mm; }
.gbo-ship .s-note { margin-top: 2.5mm; }
.gbo-ship .s-sign { margin-top: 14mm; }
.gbo-ship .s-watermark { font-size: 96pt; }
`;

/** A5 landscape: 192 mm × 134 mm inside 7 / 9 mm margins, smaller type so a usual order fits one page. */
const A5 = `
@page { size: A5 landscape; margin: 7mm 9mm; }
.gbo-ship { font-size: 8pt; line-height: 1.25; }
.gbo-ship .s-head { padding-bottom: 1.5mm; margin-bottom: 1.8mm; }
.gbo-ship .s-factory-name { font-size: 10pt; }
.gbo-ship .s-factory-address { font-size: 7.5pt; }
.gbo-ship .s-title h1 { font-size: 15pt; }
.gbo-ship .s-no { font-size: 9pt; margin-top: 0.5mm; }
.gbo-ship .s-qr { width: 17mm; height: 17mm; }
.gbo-ship .s-info { margin-bottom: 1.8mm; }
.gbo-ship .s-info th, .gbo-ship .s-info td { padding-top: 0.3mm; padding-bottom: 0.3mm; }
.gbo-ship .s-grid th, .gbo-ship .s-grid td { padding: 0.8mm 1mm; font-size: 8.5pt; }
.gbo-ship .s-packing th, .gbo-ship .s-packing td { padding: 0.35mm 1mm; font-size: 8pt; }
.gbo-ship .s-amount { margin-top: 1.8mm; font-size: 9pt; }
.gbo-ship .s-cartons { margin-top: 1.5mm; }
.gbo-ship .s-note { margin-top: 1.5mm; }
.gbo-ship .s-sign { margin-top: 7mm; }
.gbo-ship .s-watermark { font-size: 64pt; }
`;

const CSS: Record<ShipmentPaper, string> = { a4: COMMON + A4, a5: COMMON + A5 };

export const shipmentDocsCss = (paper: ShipmentPaper) => CSS[paper];
