/** Who a people lookup lists: the current, enabled people, or everyone, departed included. */
export type PeopleScope = 'current' | 'everyone';

/** The query string of a searchable choice (`page=0&size=…&blurry=…`); `blurry` left out when empty. */
export interface ChoiceQuery {
  page: 0;
  size: number;
  blurry?: string;
}

/**
 * The shared lookups' query keys, all under 'lookups': one key per request, whichever screen asks, so the
 * screens share one cached answer. Screens that change these records refresh them through the resources the
 * lookups declare (lib/query-client), not through these keys.
 */
export const lookupKeys = {
  all: ['lookups'] as const,
  /** `GET api/users/getDept`. */
  depts: ['lookups', 'depts'] as const,
  /** `GET api/users/getValidUserByFactoryId` (current) or `getUserByFactoryId` (everyone). */
  people: (scope: PeopleScope) => ['lookups', 'people', scope] as const,
  /** `GET api/styles?page=0&size=30&blurry=…`. */
  styles: (query: ChoiceQuery) => ['lookups', 'styles', query] as const,
  /** `GET api/customers?page=0&size=…&blurry=…`. */
  customers: (query: ChoiceQuery) => ['lookups', 'customers', query] as const,
  /** `GET api/cutOrders/{id}`: a bed's own snapshot of its style's processes. */
  processes: (cutOrderId: number) => ['lookups', 'processes', cutOrderId] as const,
  /** `GET api/printers`: the factory's label printers, for the print dialogs. */
  labelPrinters: ['lookups', 'label-printers'] as const,
  /** `GET api/printers/jobs/{id}`: a print job the dialog follows. */
  printJob: (id: number) => ['lookups', 'print-job', id] as const,
};

/** How many choices a searchable select offers at once: type more to narrow them. */
export const CHOICE_COUNT = 30;

/** The query of a searchable choice: the first `size` matches of what was typed (nothing typed: the first). */
export function choiceQuery(blurry: string, size = CHOICE_COUNT): ChoiceQuery {
  return { page: 0, size, ...(blurry && { blurry }) };
}
