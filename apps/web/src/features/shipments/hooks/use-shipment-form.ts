import type { Customer, Shipment, StyleSummary } from '@gbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSaveShipment, useShipmentFigures } from '@/features/shipments/api/shipments';
import { useShipmentsTranslation } from '@/features/shipments/hooks/use-shipments-translation';
import {
  cartonsOf,
  formProblems,
  gridLines,
  mixedProblems,
  overFinished,
  priceMills,
  refusalField,
  type ShipmentFormValues,
  toShipmentBody,
} from '@/features/shipments/utils/shipment-form';
import {
  customerDetails,
  mixedTyped,
  shownProblems,
  styleChosen,
} from '@/features/shipments/utils/shipment-model';
import { errorMessage } from '@/lib/api-error';
import { customerChoicesQuery } from '@/lib/lookups/customers';

const NONE: readonly string[] = [];

interface ShipmentFormOptions {
  initial: ShipmentFormValues;
  /** The draft being edited; a new order without it. */
  editing?: Shipment;
  onSaved: () => void;
  /** Told whether the form holds changes not saved, so closing it can ask first. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The shipment form's state: what was typed, the chosen style's grid and figures, the problems to show
 * (the form's and the server's), the cartons, and Save. The rules themselves are pure (utils/shipment-form,
 * utils/shipment-model); this puts them together with the server's answers.
 */
export function useShipmentForm({ initial, editing, onSaved, onDirtyChange }: ShipmentFormOptions) {
  const { t } = useShipmentsTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  // Every change makes new values: the form is changed once they are not the ones it opened with.
  useEffect(() => onDirtyChange?.(values !== initial), [values, initial, onDirtyChange]);
  const [attempted, setAttempted] = useState(false);
  /** The customer's name, shown before the choices have loaded (one the style brought, an edited order's). */
  const [customerLabel, setCustomerLabel] = useState(editing?.customerName);
  const figures = useShipmentFigures(values.styleId);
  const save = useSaveShipment();
  const grid = figures.data?.styleId === values.styleId ? figures.data : undefined;
  const colours = grid?.colours ?? NONE;
  const sizes = grid?.sizes ?? NONE;

  const lines = useMemo(() => gridLines(values.qty, colours, sizes), [values.qty, colours, sizes]);
  const groups = useMemo(() => cartonsOf(values, lines), [values, lines]);
  const problems = formProblems(values, lines);
  const mixed = mixedProblems(values, lines);

  const refusal = save.isError ? refusalField(errorMessage(save.error)) : undefined;
  const errors: Partial<Record<string, string>> = {};
  for (const [field, problem] of Object.entries(shownProblems(problems, attempted)))
    if (problem) errors[field] = t(`form.problems.${problem}`);
  if (refusal?.field) errors[refusal.field] = refusal.message;

  const set = (patch: Partial<ShipmentFormValues>) => {
    save.reset();
    setValues((current) => ({ ...current, ...patch }));
  };

  const chooseCustomer = (customerId: number | undefined, customer: Customer | undefined) => {
    setCustomerLabel(customer?.name);
    set({ customerId, ...customerDetails(customer) });
  };

  const chooseStyle = (styleId: number | undefined, style: StyleSummary | undefined) => {
    const { patch, customer } = styleChosen(values, styleId, style);
    set(patch);
    if (!customer) return;
    // The style's customer, with their delivery details: found by their name (the API has no read of one).
    setCustomerLabel(customer.name);
    void queryClient
      .fetchQuery(customerChoicesQuery(customer.name))
      .then((page) => page.content.find((found) => found.id === customer.id))
      .then((found) => setValues((current) => ({ ...current, ...customerDetails(found) })))
      .catch(() => undefined);
  };

  const submit = () => {
    setAttempted(true);
    if (Object.keys(problems).length > 0 || mixed.length > 0 || save.isPending) return;
    save.mutate(
      { id: editing?.id, body: toShipmentBody(values, colours, sizes) },
      {
        onSuccess: (saved) => {
          void message.success(t(editing ? 'messages.saved' : 'messages.created', { no: saved.shipmentNo }));
          if (saved.warnings.length > 0)
            void message.warning(t('messages.warnings', { count: saved.warnings.length }));
          onSaved();
        },
      },
    );
  };

  return {
    values,
    set,
    chooseCustomer,
    chooseStyle,
    customerLabel,
    /** The chosen style's grid and figures, once loaded. */
    grid,
    colours,
    sizes,
    groups,
    errors,
    /** A refusal naming no field, shown above the form. */
    general: refusal && !refusal.field ? refusal.message : undefined,
    /** The mixed cartons' problems, once Save was tried or a row typed. */
    mixedProblems: attempted || mixedTyped(values.mixed) ? mixed : [],
    over: overFinished(lines, grid?.cells),
    price: priceMills(values.unitPrice),
    saving: save.isPending,
    submit,
  };
}

export type ShipmentFormModel = ReturnType<typeof useShipmentForm>;
