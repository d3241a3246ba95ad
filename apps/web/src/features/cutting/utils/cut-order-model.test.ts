import type { CutOrder, CutPreview, Style } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import { initialFormValues, toCutOrderRequest } from '@/features/cutting/utils/cut-order-form';
import {
  automaticStart,
  chosenStyle,
  copiedBed,
  layColours,
  piecesPerLayer,
  previewNote,
  refusalOf,
  requestErrors,
  styleChosen,
  withDefaultMaxPlies,
} from '@/features/cutting/utils/cut-order-model';

const SIZES = ['S', 'M', 'L'];

describe('the chosen style', () => {
  it('is the style loaded for the id chosen, not one still on screen from before', () => {
    const style = { id: 7 } as Style;
    expect(chosenStyle(style, 7)).toBe(style);
    expect(chosenStyle(style, 8)).toBeUndefined();
    expect(chosenStyle(undefined, 7)).toBeUndefined();
  });

  it('starts the bed over: ratio, lays, bed and first bundle number cleared, one blank lay left', () => {
    const patch = styleChosen(8);
    expect(patch).toMatchObject({ styleId: 8, ratio: {}, bedNo: undefined, startBundleNo: undefined });
    expect(patch.lays).toHaveLength(1);
    expect(patch.lays?.[0]).not.toHaveProperty('colour');
  });
});

describe('copiedBed', () => {
  const bed = {
    ratio: [
      { size: 'S', ratio: 1 },
      { size: 'M', ratio: 2 },
    ],
    lays: [{ colour: 'black', layers: 40, dyeLot: 'G1', shade: null }],
    markerName: 'MK-1',
    markerLength: null,
    bundleSize: null,
    maxPlies: 25,
  } as unknown as CutOrder;

  it("takes an earlier bed's ratio, lays, marker and split", () => {
    const patch = copiedBed(bed);
    expect(patch).toMatchObject({
      ratio: { S: 1, M: 2 },
      markerName: 'MK-1',
      markerLength: undefined,
      mode: 'maxPlies',
      maxPlies: 25,
    });
    expect(patch.lays).toMatchObject([{ colour: 'black', layers: 40, dyeLot: 'G1', shade: undefined }]);
  });

  it('switches to a fixed bundle size when the bed used one', () => {
    expect(copiedBed({ ...bed, maxPlies: null, bundleSize: 20 })).toMatchObject({
      mode: 'bundleSize',
      bundleSize: 20,
    });
  });
});

describe('withDefaultMaxPlies', () => {
  it("puts the factory's default in max plies not typed yet, and leaves a cleared or typed one", () => {
    const values = initialFormValues('2026-08-12');
    expect(withDefaultMaxPlies(values, 30).maxPlies).toBe(30);
    expect(withDefaultMaxPlies({ ...values, maxPlies: null }, 30).maxPlies).toBeNull();
    expect(withDefaultMaxPlies({ ...values, maxPlies: 12 }, 30).maxPlies).toBe(12);
  });
});

describe('the problems shown', () => {
  const request = toCutOrderRequest(
    {
      ...initialFormValues('2026-08-12', 30),
      styleId: 7,
      ratio: { S: 1 },
      lays: [{ key: 5, colour: 'black' }],
    },
    SIZES,
  );

  it("are the contract's, in the user's words, by form field", () => {
    const errors = requestErrors(request, (message) => `«${message}»`);
    expect(Object.keys(errors)).toContain('lays.5.layers');
    expect(errors['lays.5.layers']).toMatch(/^«.+»$/);
    expect(requestErrors(undefined, String)).toEqual({});
  });

  it('put a server refusal on the field it names, or above the form', () => {
    expect(refusalOf('lays[0].layers: too many', request)).toEqual({
      fields: { 'lays.5.layers': 'too many' },
    });
    expect(refusalOf('The style was deleted', request)).toEqual({
      fields: {},
      general: 'The style was deleted',
    });
    expect(refusalOf(undefined, request)).toEqual({ fields: {} });
  });
});

describe('what the form shows beside the fields', () => {
  it('counts the pieces of one layer over the style sizes', () => {
    expect(piecesPerLayer(SIZES, { S: 1, M: 2, XL: 5, L: null })).toBe(3);
  });

  it('lists the colours of the lays typed, in order', () => {
    expect(
      layColours([
        { key: 1, colour: 'navy' },
        { key: 2 },
        { key: 3, layers: 4 },
        { key: 4, colour: 'black' },
      ]),
    ).toEqual(['navy', 'black']);
  });

  it.each([
    [{ requested: false, troubled: true, valid: false, shown: true }, undefined],
    [{ requested: true, troubled: true, valid: false, shown: true }, 'stale'],
    [{ requested: true, troubled: true, valid: false, shown: false }, 'fixFields'],
    [{ requested: true, troubled: false, valid: false, shown: true }, 'incomplete'],
    [{ requested: true, troubled: false, valid: true, shown: true }, undefined],
  ] as const)('notes why the preview is not the bed as typed: %o → %s', (state, note) => {
    expect(previewNote(state)).toBe(note);
  });

  it('offers the first bundle number the server will give while none is typed', () => {
    const preview = { bundles: [{ bundleNo: 37 }] } as CutPreview;
    expect(automaticStart(preview, undefined)).toBe(37);
    expect(automaticStart(preview, null)).toBe(37);
    expect(automaticStart(preview, 5)).toBeUndefined();
    expect(automaticStart(undefined, undefined)).toBeUndefined();
  });
});
