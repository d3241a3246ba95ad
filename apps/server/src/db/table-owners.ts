/**
 * Which module owns each table (docs/architecture.md): the only one whose code writes it or reads it. Another
 * module's data comes through that module's service (its index), or, for display queries joining several
 * modules' tables, through `modules/figures` (the read side: it reads any table and writes none). `lib` is the
 * shared base under the modules (the factory's serial counters, the app's own settings such as its secret). `table-ownership.unit.test.ts` holds the code
 * to this map.
 */
export const TABLE_OWNERS = {
  users: 'users',
  factories: 'factory',
  menus: 'menus',
  dicts: 'dict',
  dict_details: 'dict',
  sessions: 'auth',
  captchas: 'auth',
  login_failures: 'auth',
  app_settings: 'lib',
  depts: 'depts',
  roles: 'roles',
  role_menus: 'roles',
  role_depts: 'roles',
  member_roles: 'roles',
  members: 'people',
  audit_logs: 'audit',
  factory_counters: 'lib',
  customers: 'customers',
  styles: 'styles',
  style_processes: 'styles',
  cut_orders: 'cut-orders',
  cut_order_processes: 'cut-orders',
  bundles: 'cut-orders',
  ticket_prints: 'cut-orders',
  scans: 'scans',
  scan_day_totals: 'scans',
  scan_hour_totals: 'scans',
  wage_settlements: 'wages',
  wage_settlement_lines: 'wages',
  wage_settlement_workers: 'wages',
  wage_adjustments: 'wages',
  shipments: 'shipments',
  shipment_lines: 'shipments',
  printers: 'printers',
  print_jobs: 'printers',
  defect_codes: 'quality',
  qc_inspections: 'quality',
  qc_defects: 'quality',
  attendance: 'attendance',
  board_links: 'board',
  wage_disputes: 'disputes',
  server_processes: 'monitor',
  factory_exports: 'factory-export',
} as const;

export type TableName = keyof typeof TABLE_OWNERS;

/** The read side of the figures: reads any module's tables for display, owns none, writes none. */
export const READ_SIDE = 'figures';

/**
 * Reads of another module's table that stay where they are, each reviewed and with its reason: a join the
 * statement cannot do without (a list searched, sorted and paged on the other table's columns in one
 * statement), or a name shown on a page's rows. Reads only: a write to another module's table is never
 * excepted. Each file and table is named exactly; the ownership test fails on an entry no code needs any more.
 */
export const READ_EXCEPTIONS: readonly { file: string; table: TableName; why: string }[] = [
  {
    file: 'modules/people/repository.ts',
    table: 'users',
    why: 'the people list is searched by name and mobile, sorted by name and paged in one statement',
  },
  {
    file: 'modules/people/member-sql.ts',
    table: 'users',
    why: "a member's name is the name the factory typed until they first sign in, then their account's",
  },
  {
    file: 'modules/cut-orders/repository.ts',
    table: 'styles',
    why: "the cut-order list is searched by style number and name, sorted by style number and paged in one statement; bundles and tickets show their style's number",
  },
  {
    file: 'modules/cut-orders/repository.ts',
    table: 'customers',
    why: "the cut-order list is filtered by the style's customer and shows the customer's name, in one statement",
  },
  {
    file: 'modules/shipments/repository.ts',
    table: 'styles',
    why: "an order and a page of orders show their style's number, name and order number (read with the page; to move behind the styles service)",
  },
  {
    file: 'modules/shipments/repository.ts',
    table: 'customers',
    why: "an order and a page of orders show their customer's name (read with the page; to move behind the customers service)",
  },
  {
    file: 'modules/styles/repository.ts',
    table: 'customers',
    why: "a style and the style list show their customer's name (read with the page; to move behind the customers service)",
  },
];
