import { MutationCache, type Query, QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The server's resources, named after their API paths, that queries read and mutations change. A feature
 * declares which ones its queries read and its mutations change, so that a change made on one screen
 * refreshes every other screen showing that data without the features knowing each other.
 */
export type ApiResource =
  /** `api/dept`, and the department trees other screens pick from (`api/users/getDept`). */
  | 'depts'
  /** `api/users`: people, their memberships and head counts. */
  | 'users'
  /** `api/roles`, and the role choices other screens offer. */
  | 'roles'
  /** `api/menus`. */
  | 'menus'
  /** `api/dict` and `api/dictDetail`: dictionaries and their entries. */
  | 'dicts'
  /** `api/factory`: the factories, their details and settings. */
  | 'factories'
  /** `api/online`: the signed-in sessions. */
  | 'online'
  /** `api/customers`, and the customer choices and names other screens show. */
  | 'customers'
  /** `api/styles`, and the style choices other screens offer. */
  | 'styles'
  /** `api/cutOrders`: cutting beds, their totals and print history. */
  | 'cutOrders'
  /** `api/bundles`: bundles and their tickets (a change also changes its cut order's totals). */
  | 'bundles'
  /** `api/scans`: scans recorded and undone (a change also changes production progress). */
  | 'scans'
  /** `api/production`: bundle × process progress, computed from the scans. */
  | 'production'
  /** `api/wages`: wages, adjustments and settlements (a settlement also freezes scans). */
  | 'wages'
  /** `api/shipments`: shipment orders (a confirmed or voided one changes what is shipped). */
  | 'shipments'
  /** `api/printers`: label printers and their print jobs (a print or test adds a job). */
  | 'printers'
  /** `api/qc`: defect codes, quality inspections and their figures. */
  | 'qc'
  /** `api/boardLinks`: the line boards' display links. */
  | 'boardLinks'
  /** `api/attendance`: workers' days clocked or entered (they change the efficiency figures too). */
  | 'attendance'
  /** `api/disputes`: workers' pay questions, their answers and the open count. */
  | 'disputes';

declare module '@tanstack/react-query' {
  interface Register {
    /** What a query reads: it is fetched again after a mutation that changes any of these. */
    queryMeta: { resources?: readonly ApiResource[] };
    mutationMeta: {
      /** What a mutation changes: every query reading any of these is invalidated once it succeeds. */
      invalidates?: readonly ApiResource[];
      /**
       * The queries a success leaves with nothing to read (a deleted record's own, by key): cancelled and
       * left out of the invalidation, so a screen still showing them never asks for what is gone (a 404).
       */
      obsoletes?: (variables: unknown, queryKey: QueryKey) => boolean;
    };
  }
}

/** Whether a query reads any of the resources a mutation changed. */
export function readsAny(resources: readonly ApiResource[] | undefined, changed: readonly ApiResource[]) {
  return resources?.some((resource) => changed.includes(resource)) ?? false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // One rule for every mutation (TanStack Query's "automatic invalidation after mutations" pattern): the
    // mutation settles only once the queries it affected are invalidated, as a local onSuccess would.
    mutationCache: new MutationCache({
      onSuccess: async (_data, variables, _onMutateResult, mutation, { client }) => {
        const changed = mutation.meta?.invalidates;
        const obsoletes = mutation.meta?.obsoletes;
        const obsolete = (query: Query) => obsoletes?.(variables, query.queryKey) ?? false;
        if (obsoletes) await client.cancelQueries({ predicate: obsolete });
        if (!changed?.length) return;
        await client.invalidateQueries({
          predicate: (query) => !obsolete(query) && readsAny(query.meta?.resources, changed),
        });
      },
    }),
    defaultOptions: {
      // The HTTP client already tells the user about every failure; a retry would tell them again.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
