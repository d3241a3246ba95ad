import type { CutOrder, CutPreview, Style } from '@gbo/contracts';
import {
  checkCutOrderRequest,
  type CutOrderFormValues,
  type CutOrderRequest,
  type FieldErrors,
  isBlankLay,
  layRows,
  ratioFrom,
  serverFieldError,
} from '@/features/cutting/utils/cut-order-form';

/**
 * The new cutting bed form's rules that need no screen: what a choice resets or copies, and what the form
 * shows from what was typed and what the server answered (use-cut-order-form puts them together).
 */

/** The style chosen, once loaded: not the one before it, kept on screen while the next loads. */
export function chosenStyle(style: Style | undefined, styleId: number | undefined): Style | undefined {
  return style?.id === styleId ? style : undefined;
}

/** Choosing a style starts the bed over: its ratio, lays, bed and first bundle number belong to the style. */
export function styleChosen(styleId: number | undefined): Partial<CutOrderFormValues> {
  return { styleId, ratio: {}, lays: layRows.from([]), bedNo: undefined, startBundleNo: undefined };
}

/** An earlier bed copied: its ratio, lays and marker, and how it split stacks into bundles. */
export function copiedBed(bed: CutOrder): Partial<CutOrderFormValues> {
  return {
    ratio: ratioFrom(bed.ratio),
    lays: layRows.from(bed.lays),
    markerName: bed.markerName ?? undefined,
    markerLength: bed.markerLength ?? undefined,
    ...(bed.bundleSize ? { mode: 'bundleSize' as const, bundleSize: bed.bundleSize } : {}),
    ...(bed.maxPlies ? { mode: 'maxPlies' as const, maxPlies: bed.maxPlies } : {}),
  };
}

/** Max plies not typed yet is the factory's default, once known (cleared, it is left to the server). */
export function withDefaultMaxPlies(values: CutOrderFormValues, defaultMaxPlies: number | undefined) {
  return values.maxPlies === undefined ? { ...values, maxPlies: defaultMaxPlies } : values;
}

/** What the contract's schema finds wrong with the request, each message in the user's language. */
export function requestErrors(
  request: CutOrderRequest | undefined,
  translate: (message: string) => string,
): FieldErrors {
  return Object.fromEntries(
    Object.entries(request ? checkCutOrderRequest(request) : {}).map(([field, message]) => [
      field,
      translate(message),
    ]),
  );
}

/** A server refusal put on its field, or above the form when it names none. */
export function refusalOf(
  message: string | undefined,
  request: CutOrderRequest | undefined,
): { fields: FieldErrors; general?: string } {
  if (!message) return { fields: {} };
  const field = request && serverFieldError(message, request);
  return field ? { fields: { [field.field]: field.message } } : { fields: {}, general: message };
}

/** How many pieces one layer gives: the ratio summed over the style's sizes. */
export function piecesPerLayer(sizes: readonly string[], ratio: CutOrderFormValues['ratio']): number {
  return sizes.reduce((sum, size) => sum + (ratio[size] ?? 0), 0);
}

/** The colours the lays typed so far name, in grid order. */
export function layColours(lays: CutOrderFormValues['lays']): string[] {
  return lays.filter((row) => !isBlankLay(row) && row.colour).map((row) => row.colour as string);
}

/** Why the preview shown is not the bed as typed (a key under `cutOrders.preview`), if it is not. */
export function previewNote({
  requested,
  troubled,
  valid,
  shown,
}: {
  /** A style is chosen: there is a request to preview. */
  requested: boolean;
  /** Problems are marked, or the server refused the preview. */
  troubled: boolean;
  /** The request passes the contract's checks. */
  valid: boolean;
  /** A preview is on screen. */
  shown: boolean;
}): 'stale' | 'fixFields' | 'incomplete' | undefined {
  if (!requested) return undefined;
  if (troubled) return shown ? 'stale' : 'fixFields';
  return !valid && shown ? 'incomplete' : undefined;
}

/** The first bundle number the server will give, shown while none is typed. */
export function automaticStart(
  preview: CutPreview | undefined,
  startBundleNo: number | null | undefined,
): number | undefined {
  return preview && (startBundleNo ?? undefined) === undefined ? preview.bundles[0]?.bundleNo : undefined;
}
