import type { Customer, StyleSummary } from '@gbo/contracts';
import type {
  FormProblem,
  FormProblems,
  MixedRow,
  ShipmentFormValues,
} from '@/features/shipments/utils/shipment-form';

/**
 * The shipment form's rules that need no screen: what choosing a customer or a style fills in, which
 * problems show when, and when the order may be sent (use-shipment-form puts them together).
 */

/** A customer's delivery details, filled into the order when they are chosen (nothing for no customer). */
export function customerDetails(
  customer: Customer | undefined,
): Partial<Pick<ShipmentFormValues, 'address' | 'contact' | 'phone'>> {
  return customer
    ? { address: customer.address ?? '', contact: customer.contact ?? '', phone: customer.phone ?? '' }
    : {};
}

/**
 * Choosing a style clears the quantities (the grid is the style's); while no customer is chosen yet, the
 * style's customer is taken, and named so their details can be looked up.
 */
export function styleChosen(
  values: Pick<ShipmentFormValues, 'customerId'>,
  styleId: number | undefined,
  style: StyleSummary | undefined,
): { patch: Partial<ShipmentFormValues>; customer?: { id: number; name: string } } {
  const patch: Partial<ShipmentFormValues> = { styleId, qty: {} };
  const id = style?.customerId;
  const name = style?.customerName;
  if (values.customerId !== undefined || !id || !name) return { patch };
  return { patch: { ...patch, customerId: id }, customer: { id, name } };
}

/** Problems shown as soon as they are typed; the others (what is still to fill in) once Save was tried. */
const SHOWN_AT_ONCE: readonly FormProblem[] = ['price', 'phone'];

/** The problems to show now, by field. */
export function shownProblems(problems: FormProblems, attempted: boolean): FormProblems {
  return Object.fromEntries(
    Object.entries(problems).filter(
      ([field, problem]) =>
        problem && (attempted || SHOWN_AT_ONCE.includes(problem) || field.startsWith('cartons.')),
    ),
  );
}

/** Whether a mixed carton row has anything typed (its problems show from then on). */
export const mixedTyped = (rows: readonly MixedRow[]) =>
  rows.some((row) => row.fromNo || row.colour || row.qty);
