import type { CutPreview } from '@gbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { cutOrderKeys } from '@/features/cutting/api/cut-order-keys';
import { useDefaultMaxPlies, useStyle, useStyleBeds } from '@/features/cutting/api/cut-order-options';
import {
  getCutOrder,
  previewCutOrder,
  useCreateCutOrder,
  useCutOrderPreview,
} from '@/features/cutting/api/cut-orders';
import { useCutOrderDebounce } from '@/features/cutting/hooks/use-cut-order-debounce';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import {
  type CutOrderFormValues,
  type CutOrderRequest,
  type FieldErrors,
  initialFormValues,
  shownErrors,
  toCutOrderRequest,
} from '@/features/cutting/utils/cut-order-form';
import { bundleRange } from '@/features/cutting/utils/cut-order-matrix';
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
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useValidationText } from '@/lib/i18n';

/** How long typing must pause before the preview asks the server. */
const PREVIEW_DELAY_MS = 250;
const NO_SIZES: readonly string[] = [];

interface CutOrderFormOptions {
  onCreated: (id: number) => void;
  /** Told whether the form holds changes not saved, so closing it can ask first. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** Asks before saving a bed that cuts past the order plus the allowance; `proceed` saves it. */
export type ConfirmOverCut = (checked: CutPreview, proceed: () => void) => void;

/**
 * The new cutting bed form's state: what was typed, the chosen style and its earlier beds, the live preview,
 * the problems to show (the contract's, the preview's and the save's), and Generate. The rules themselves
 * are pure (utils/cut-order-form, utils/cut-order-model); this puts them together with the server's answers.
 */
export function useCutOrderForm({ onCreated, onDirtyChange }: CutOrderFormOptions) {
  const { t } = useCuttingTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<CutOrderFormValues>(() =>
    initialFormValues(formatDate(new Date().toISOString())),
  );
  // Every change makes new values: the form is changed once they are not the ones it opened with.
  const [opened] = useState(values);
  useEffect(() => onDirtyChange?.(values !== opened), [values, opened, onDirtyChange]);
  const [attempted, setAttempted] = useState(false);
  const [copyFrom, setCopyFrom] = useState<number>();
  /** Generate was pressed and the over-cut check is under way. */
  const [checking, setChecking] = useState(false);
  const defaults = useDefaultMaxPlies();
  const { data: style, isFetching: styleLoading } = useStyle(values.styleId);
  const beds = useStyleBeds(values.styleId);
  const create = useCreateCutOrder();
  const chosen = chosenStyle(style, values.styleId);
  const sizes = chosen?.sizes ?? NO_SIZES;
  const colours = chosen?.colours ?? NO_SIZES;

  const typed = useMemo(() => withDefaultMaxPlies(values, defaults.maxPlies), [values, defaults.maxPlies]);
  const request = useMemo(
    () => (chosen ? toCutOrderRequest(typed, sizes) : undefined),
    [chosen, typed, sizes],
  );
  const validationText = useValidationText();
  const localErrors = useMemo(() => requestErrors(request, validationText), [request, validationText]);
  const valid = request !== undefined && Object.keys(localErrors).length === 0;
  // Only a request the contract accepts goes to the server, once typing pauses.
  const settled = useCutOrderDebounce(valid ? request : undefined, PREVIEW_DELAY_MS);
  const preview = useCutOrderPreview(settled?.body);
  const previewRefusal = preview.isError ? refusalOf(errorMessage(preview.error), settled) : { fields: {} };
  const createRefusal = create.isError ? refusalOf(errorMessage(create.error), request) : { fields: {} };
  const errors: FieldErrors = {
    ...shownErrors(localErrors, values, attempted),
    ...previewRefusal.fields,
    ...createRefusal.fields,
  };
  const general = createRefusal.general ?? previewRefusal.general;
  // The preview shown is of another style (kept while the new one loads): not shown.
  const previewData = settled?.body.styleId === values.styleId ? preview.data : undefined;
  const note = previewNote({
    requested: request !== undefined,
    troubled: Object.keys(errors).length > 0 || preview.isError,
    valid,
    shown: previewData !== undefined,
  });

  const set = (patch: Partial<CutOrderFormValues>) => {
    create.reset();
    setValues((current) => ({ ...current, ...patch }));
  };

  const chooseStyle = (styleId: number | undefined) => {
    setCopyFrom(undefined);
    setAttempted(false);
    set(styleChosen(styleId));
  };

  const copyBed = async (id: number | undefined) => {
    setCopyFrom(id);
    if (id === undefined) return;
    const bed = await queryClient.fetchQuery({
      queryKey: cutOrderKeys.detail(id),
      queryFn: () => getCutOrder(id),
    });
    set(copiedBed(bed));
  };

  const save = (body: CutOrderRequest['body']) =>
    create.mutate(body, {
      onSuccess: (saved) => {
        const bundles = bundleRange(saved.bundles[0]?.bundleNo, saved.bundles.at(-1)?.bundleNo);
        void message.success(
          t('cutOrders.messages.generated', { bedNo: saved.bedNo, bundles, count: saved.totalBundles }),
        );
        onCreated(saved.id);
      },
    });

  /**
   * Saves the bed, first asking when it cuts past the order plus the allowance: the server's preview of
   * exactly this bed, asked afresh (another bed of the style may have been cut meanwhile), names the cells.
   */
  const generate = async (confirmOverCut: ConfirmOverCut) => {
    setAttempted(true);
    if (!valid || create.isPending || checking) return;
    const body = request.body;
    setChecking(true);
    let checked: CutPreview | undefined;
    try {
      checked = await queryClient.fetchQuery({
        queryKey: cutOrderKeys.preview(body),
        queryFn: ({ signal }) => previewCutOrder(body, signal),
        staleTime: 0,
      });
    } catch {
      // The preview shows what is wrong; saving answers the same refusal above the form.
    } finally {
      setChecking(false);
    }
    if (!checked?.overCut.length) return save(body);
    confirmOverCut(checked, () => save(body));
  };

  return {
    values,
    set,
    chooseStyle,
    copyFrom,
    copyBed,
    /** The chosen style, once loaded. */
    chosen,
    styleLoading,
    sizes,
    colours,
    /** The style's earlier beds, to copy. */
    beds,
    /** Max plies as shown: typed, or the factory's default. */
    maxPlies: typed.maxPlies,
    valid,
    errors,
    /** A problem naming no field, shown above the form. */
    general,
    preview,
    previewData,
    previewError: previewRefusal.general,
    staleText: note && t(`cutOrders.preview.${note}`),
    automaticStart: automaticStart(previewData, values.startBundleNo),
    piecesPerLayer: piecesPerLayer(sizes, values.ratio),
    layColours: layColours(values.lays),
    saving: create.isPending,
    checking,
    generate,
  };
}

export type CutOrderFormModel = ReturnType<typeof useCutOrderForm>;
