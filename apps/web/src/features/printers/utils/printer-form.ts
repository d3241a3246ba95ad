import {
  DEFAULT_PRINTER_PORT,
  type Printer,
  type PrinterCreate,
  type PrinterProtocol,
  type PrinterUse,
} from '@gbo/contracts';

/** The printer form's fields; optional numbers are null when left empty. */
export interface PrinterFormValues {
  name: string;
  protocol: PrinterProtocol;
  host: string;
  port: number;
  dpi: 203 | 300;
  widthMm: number;
  heightMm: number;
  gapMm: number;
  darkness: number | null;
  speed: number | null;
  cjkFont: boolean;
  defaultFor: PrinterUse[];
}

/** The fields a refusal may name (to show it there). */
export const PRINTER_FIELDS = [
  'name',
  'protocol',
  'host',
  'port',
  'dpi',
  'widthMm',
  'heightMm',
  'gapMm',
  'darkness',
  'speed',
  'cjkFont',
  'defaultFor',
] as const satisfies readonly (keyof PrinterFormValues)[];

/** A new printer: TSPL (most printers sold in China), port 9100, 203 dpi, a 60 × 40 mm label. */
export function initialPrinterValues(printer: Printer | undefined): PrinterFormValues {
  if (!printer)
    return {
      name: '',
      protocol: 'tspl',
      host: '',
      port: DEFAULT_PRINTER_PORT,
      dpi: 203,
      widthMm: 60,
      heightMm: 40,
      gapMm: 2,
      darkness: null,
      speed: null,
      cjkFont: false,
      defaultFor: [],
    };
  return {
    name: printer.name,
    protocol: printer.protocol,
    host: printer.host,
    port: printer.port,
    dpi: printer.dpi === 300 ? 300 : 203,
    widthMm: printer.widthMm,
    heightMm: printer.heightMm,
    gapMm: printer.gapMm,
    darkness: printer.darkness,
    speed: printer.speed,
    cjkFont: printer.cjkFont,
    defaultFor: [...printer.defaultFor],
  };
}

/** The body to send: text trimmed, empty optional numbers as null. */
export function toPrinterCreate(values: PrinterFormValues): PrinterCreate {
  return {
    name: values.name.trim(),
    protocol: values.protocol,
    host: values.host.trim(),
    port: values.port ?? DEFAULT_PRINTER_PORT,
    dpi: values.dpi,
    widthMm: values.widthMm,
    heightMm: values.heightMm,
    gapMm: values.gapMm ?? 0,
    darkness: values.darkness ?? null,
    speed: values.speed ?? null,
    cjkFont: values.cjkFont ?? false,
    defaultFor: values.defaultFor ?? [],
  };
}
