/**
 * The database schema: one definition for PGlite and PostgreSQL.
 *
 * Global tables (users, factories, menus, dictionaries, sessions, captchas) have a plain id.
 * Tenant tables are keyed by (factory_id, id) and every foreign key between them includes
 * factory_id, so a row can never point at another factory's row (docs/design.md §2, architecture).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Bytes (PostgreSQL's bytea), as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const id = () => bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity();
const ref = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('create_time', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('update_time', { withTimezone: true }).notNull().defaultNow();

// ─── Global ──────────────────────────────────────────────────────────────────────────────────

export const users = pgTable('users', {
  id: id().primaryKey(),
  mobile: varchar('mobile', { length: 11 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  avatarName: varchar('avatar_name', { length: 128 }),
  email: varchar('email', { length: 128 }),
  enabled: boolean('enabled').notNull().default(true),
  platformAdmin: boolean('platform_admin').notNull().default(false),
  pwdResetTime: timestamp('pwd_reset_time', { withTimezone: true }),
  createTime: createdAt(),
  updateTime: updatedAt(),
});

/** Factory-level settings kept as JSON: they grow with the product and are read as a whole. */
export type FactorySettings = {
  minAppVersion?: string;
  [key: string]: unknown;
};

export const factories = pgTable(
  'factories',
  {
    id: id().primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    address: varchar('address', { length: 255 }),
    /** The people limit: active members may not exceed it. */
    totalNumber: integer('total_number').notNull().default(100),
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('Asia/Shanghai'),
    settings: jsonb('settings').$type<FactorySettings>().notNull().default({}),
    enabled: boolean('enabled').notNull().default(true),
    createTime: createdAt(),
    /** Service expiry; null means no expiry. */
    endTime: timestamp('end_time', { withTimezone: true }),
  },
  (t) => [check('factories_total_number_ck', sql`${t.totalNumber} >= 0`)],
);

/** eladmin's menu entity. type: 0 directory, 1 menu, 2 button. */
export const menus = pgTable(
  'menus',
  {
    id: id().primaryKey(),
    pid: ref('pid'),
    type: smallint('type').notNull(),
    /** The title in English, the UI's default language: every menu has one. */
    title: varchar('title', { length: 64 }).notNull(),
    /**
     * The title in Simplified Chinese; null shows `title` in Chinese too. A column per language the UI speaks
     * rather than a jsonb of titles: the UI has a fixed, short list of languages (adding one means catalogues
     * and a pack anyway), and a column keeps its type and length limit in the database and its search plain
     * SQL, where a jsonb would hold any keys and any values.
     */
    titleZh: varchar('title_zh', { length: 64 }),
    componentName: varchar('component_name', { length: 64 }),
    component: varchar('component', { length: 255 }),
    path: varchar('path', { length: 255 }),
    icon: varchar('icon', { length: 64 }),
    permission: varchar('permission', { length: 128 }),
    sort: integer('menu_sort').notNull().default(999),
    cache: boolean('cache').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    iFrame: boolean('i_frame').notNull().default(false),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.pid], foreignColumns: [t.id] }).onDelete('cascade'),
    index('menus_pid_idx').on(t.pid, t.sort),
    check('menus_type_ck', sql`${t.type} in (0, 1, 2)`),
    check('menus_sort_ck', sql`${t.sort} >= 0`),
  ],
);

export const dicts = pgTable('dicts', {
  id: id().primaryKey(),
  name: varchar('name', { length: 64 }).notNull().unique(),
  description: varchar('description', { length: 255 }),
  createTime: createdAt(),
});

export const dictDetails = pgTable(
  'dict_details',
  {
    id: id().primaryKey(),
    dictId: ref('dict_id')
      .notNull()
      .references(() => dicts.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 64 }).notNull(),
    value: varchar('value', { length: 64 }).notNull(),
    sort: integer('dict_sort').notNull().default(999),
    createTime: createdAt(),
  },
  (t) => [uniqueIndex('dict_details_value_uq').on(t.dictId, t.value)],
);

/** A signed-in session of a user in one factory. Only a hash of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id().primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    factoryId: ref('factory_id')
      .notNull()
      .references(() => factories.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_factory_idx').on(t.factoryId, t.expiresAt),
  ],
);

/** Captcha answers, hashed, single use, short-lived. */
export const captchas = pgTable(
  'captchas',
  {
    uuid: uuid('uuid').primaryKey(),
    answerHash: varchar('answer_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/**
 * Counters in a fixed window, shared by every server process: sign-in attempts per address ('ip:…'), per
 * mobile and address ('pair:…') and per mobile ('mobile:…', whose last admitted attempt paces the slow-down),
 * captchas drawn per address ('code:…'), and a mobile's recent successful sign-in from an address ('ok:…').
 */
export const loginFailures = pgTable('login_failures', {
  key: varchar('key', { length: 80 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Installation-wide secrets and settings shared by all server processes. */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
});

/**
 * The server processes serving this installation, each writing its own row every ~10 s (a heartbeat with its
 * figures) and deleting it when it stops: the server monitor lists the rows seen lately (module `monitor`).
 */
export const serverProcesses = pgTable(
  'server_processes',
  {
    /** host:pid:startedAt. */
    id: text('id').primaryKey(),
    host: text('host').notNull(),
    pid: integer('pid').notNull(),
    version: text('version').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its figures as it last reported them (modules/monitor's ProcessFigures). */
    figures: jsonb('figures').notNull(),
  },
  (t) => [index('server_processes_seen_idx').on(t.seenAt)],
);

// ─── Per factory ─────────────────────────────────────────────────────────────────────────────

/**
 * A factory's rows keep it: deleting a factory with any history is refused (it is disabled instead), so no
 * mistake can wipe its wages and scans in one statement.
 */
const factoryId = () =>
  ref('factory_id')
    .notNull()
    .references(() => factories.id, { onDelete: 'restrict' });

export const depts = pgTable(
  'depts',
  {
    factoryId: factoryId(),
    id: id(),
    pid: ref('pid'),
    name: varchar('name', { length: 64 }).notNull(),
    sort: integer('dept_sort').notNull().default(999),
    enabled: boolean('enabled').notNull().default(true),
    /**
     * The department's shift (a line's work day, local time): null takes the parent department's, or the
     * factory's default (docs/design.md §11). Its breaks are not attended time.
     */
    shiftStart: time('shift_start', { precision: 0 }),
    shiftEnd: time('shift_end', { precision: 0 }),
    breaks: jsonb('breaks').$type<ShiftBreak[]>(),
    /** The line's target efficiency (a fraction, 0.750), for the line board's target per hour. */
    targetEfficiency: numeric('target_efficiency', { precision: 4, scale: 3 }),
    createTime: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    foreignKey({ columns: [t.factoryId, t.pid], foreignColumns: [t.factoryId, t.id] }),
    check(
      'depts_shift_ck',
      sql`(${t.shiftStart} is null) = (${t.shiftEnd} is null) and (${t.shiftStart} is null) = (${t.breaks} is null)
        and (${t.shiftStart} is null or ${t.shiftStart} < ${t.shiftEnd})`,
    ),
    check(
      'depts_target_efficiency_ck',
      sql`${t.targetEfficiency} is null or ${t.targetEfficiency} between 0.01 and 2`,
    ),
  ],
);

/** A break in a shift, local times 'HH:MM'. */
export type ShiftBreak = { start: string; end: string };

export const roles = pgTable(
  'roles',
  {
    factoryId: factoryId(),
    id: id(),
    name: varchar('name', { length: 64 }).notNull(),
    /** A short code that is also an authority string ('admin' passes every check). */
    code: varchar('code', { length: 64 }).notNull(),
    description: varchar('description', { length: 255 }),
    /** all | dept (own dept) | custom (the role's depts) */
    dataScope: varchar('data_scope', { length: 16 }).notNull().default('dept'),
    level: integer('level').notNull().default(3),
    createTime: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    uniqueIndex('roles_name_uq').on(t.factoryId, t.name),
    uniqueIndex('roles_code_uq').on(t.factoryId, t.code),
    check('roles_data_scope_ck', sql`${t.dataScope} in ('all', 'dept', 'custom')`),
  ],
);

/** A role's granted menus and buttons. */
export const roleMenus = pgTable(
  'role_menus',
  {
    factoryId: ref('factory_id').notNull(),
    roleId: ref('role_id').notNull(),
    menuId: ref('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.roleId, t.menuId] }),
    foreignKey({ columns: [t.factoryId, t.roleId], foreignColumns: [roles.factoryId, roles.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** A user's membership of a factory. One user may belong to several factories. */
export const members = pgTable(
  'members',
  {
    factoryId: factoryId(),
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    jobNumber: varchar('job_number', { length: 32 }),
    deptId: ref('dept_id'),
    enabled: boolean('enabled').notNull().default(true),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the person left the factory; they then count as departed, not current. */
    leftAt: timestamp('left_at', { withTimezone: true }),
    /**
     * The person's first sign-in to this factory, when they take up the membership. Until then the factory
     * sees only what it typed (`invitedName`), never the account's own name or picture: adding a mobile
     * number tells a factory nothing about whether, or as whom, it has an account elsewhere.
     */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).defaultNow(),
    /** The name the factory gave when it added the person, shown until they first sign in here. */
    invitedName: varchar('invited_name', { length: 64 }),
    /**
     * The account was created with this membership and has never been signed in to: until it is, the factory
     * still sets its name and password. Any sign-in, anywhere, ends this.
     */
    ownsAccount: boolean('owns_account').notNull().default(false),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    check('members_invited_ck', sql`(${t.acceptedAt} is null) = (${t.invitedName} is not null)`),
    check('members_owns_account_ck', sql`not ${t.ownsAccount} or ${t.acceptedAt} is null`),
    uniqueIndex('members_user_uq').on(t.factoryId, t.userId),
    uniqueIndex('members_job_number_uq').on(t.factoryId, t.jobNumber),
    index('members_user_idx').on(t.userId),
    index('members_dept_idx').on(t.factoryId, t.deptId),
    foreignKey({ columns: [t.factoryId, t.deptId], foreignColumns: [depts.factoryId, depts.id] }),
  ],
);

export const memberRoles = pgTable(
  'member_roles',
  {
    factoryId: ref('factory_id').notNull(),
    memberId: ref('member_id').notNull(),
    roleId: ref('role_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.memberId, t.roleId] }),
    foreignKey({
      columns: [t.factoryId, t.memberId],
      foreignColumns: [members.factoryId, members.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.factoryId, t.roleId], foreignColumns: [roles.factoryId, roles.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** The departments a role with data scope 'custom' may see (with their sub-departments). */
export const roleDepts = pgTable(
  'role_depts',
  {
    factoryId: ref('factory_id').notNull(),
    roleId: ref('role_id').notNull(),
    deptId: ref('dept_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.roleId, t.deptId] }),
    foreignKey({ columns: [t.factoryId, t.roleId], foreignColumns: [roles.factoryId, roles.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.factoryId, t.deptId], foreignColumns: [depts.factoryId, depts.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Every write through the API: who, what, when, from where, result and duration (secrets redacted). */
export const auditLogs = pgTable(
  'audit_logs',
  {
    factoryId: factoryId(),
    id: id(),
    userId: ref('user_id'),
    username: varchar('username', { length: 64 }),
    description: varchar('description', { length: 255 }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    path: varchar('path', { length: 255 }).notNull(),
    params: jsonb('params'),
    ip: varchar('ip', { length: 64 }),
    browser: varchar('browser', { length: 255 }),
    statusCode: smallint('status_code').notNull(),
    durationMs: integer('duration_ms').notNull(),
    exceptionDetail: text('exception_detail'),
    /**
     * A platform operator's action on the platform (factories, menus, dictionaries): kept out of the log of
     * the factory the operator was signed in to (factory_id), and read by operators only.
     */
    platform: boolean('platform').notNull().default(false),
    createTime: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    index('audit_logs_time_idx').on(t.factoryId, t.createTime, t.id),
    index('audit_logs_platform_time_idx')
      .on(t.createTime, t.id)
      .where(sql`${t.platform}`),
    index('audit_logs_user_idx').on(t.factoryId, t.userId, t.createTime),
    check('audit_logs_status_code_ck', sql`${t.statusCode} between 100 and 599`),
  ],
);

// ─── Cutting room ────────────────────────────────────────────────────────────────────────────

/**
 * A factory's serials (the ticket number, shipment numbers per day): taken in blocks by one guarded
 * upsert, so two transactions never get the same number and a number is never handed out twice.
 */
export const factoryCounters = pgTable(
  'factory_counters',
  {
    factoryId: factoryId(),
    name: varchar('name', { length: 32 }).notNull(),
    /** The last number handed out. */
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.name] }),
    check('factory_counters_value_ck', sql`${t.value} >= 0`),
  ],
);

export const customers = pgTable(
  'customers',
  {
    factoryId: factoryId(),
    id: id(),
    name: varchar('name', { length: 128 }).notNull(),
    contact: varchar('contact', { length: 64 }),
    phone: varchar('phone', { length: 32 }),
    address: varchar('address', { length: 255 }),
    note: varchar('note', { length: 500 }),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    uniqueIndex('customers_name_uq').on(t.factoryId, t.name),
  ],
);

/** A colour × size quantity, as styles keep their order quantities. */
export type ColourSizeQty = { colour: string; size: string; qty: number };
/** Rates per size as numeric text: { "3XL": "0.50" }. */
export type SizeRates = Record<string, string>;

export const styles = pgTable(
  'styles',
  {
    factoryId: factoryId(),
    id: id(),
    styleNo: varchar('style_no', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    customerId: ref('customer_id'),
    orderNo: varchar('order_no', { length: 64 }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    /** In display order. */
    colours: jsonb('colours').$type<string[]>().notNull(),
    /** In numbering order: the matrix's column order and the order bundles are numbered in. */
    sizes: jsonb('sizes').$type<string[]>().notNull(),
    orderQty: jsonb('order_qty').$type<ColourSizeQty[]>().notNull().default([]),
    overcutPct: numeric('overcut_pct', { precision: 4, scale: 2 }).notNull().default('0'),
    /** Finished means passed: its pieces count as finished once passed at the final QC check. */
    finalInspection: boolean('final_inspection').notNull().default(false),
    note: varchar('note', { length: 500 }),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    uniqueIndex('styles_style_no_uq').on(t.factoryId, t.styleNo),
    index('styles_customer_idx').on(t.factoryId, t.customerId),
    foreignKey({ columns: [t.factoryId, t.customerId], foreignColumns: [customers.factoryId, customers.id] }),
    check('styles_overcut_ck', sql`${t.overcutPct} >= 0`),
  ],
);

/** The columns a process has on a style and in a cut order's snapshot of it. */
const processColumns = () => ({
  seq: integer('seq').notNull(),
  name: varchar('name', { length: 64 }).notNull(),
  stage: varchar('stage', { length: 16 }).notNull().default('sewing'),
  /** Yuan per piece. */
  rate: numeric('rate', { precision: 10, scale: 3 }).notNull(),
  sizeRates: jsonb('size_rates').$type<SizeRates>().notNull().default({}),
  dailyQuota: integer('daily_quota'),
  /** Standard minutes (SAM) of one piece; null: none set, the process earns no minutes. */
  sam: numeric('sam', { precision: 7, scale: 3 }),
});
type ProcessColumnRefs = Record<'rate' | 'seq' | 'stage' | 'dailyQuota' | 'sam', AnyPgColumn>;
const processChecks = (prefix: string, t: ProcessColumnRefs) => [
  check(`${prefix}_rate_ck`, sql`${t.rate} >= 0`),
  check(`${prefix}_sam_ck`, sql`${t.sam} is null or ${t.sam} > 0`),
  check(`${prefix}_seq_ck`, sql`${t.seq} >= 1`),
  check(`${prefix}_stage_ck`, sql`${t.stage} in ('cutting', 'sewing', 'finishing', 'packing')`),
  check(`${prefix}_quota_ck`, sql`${t.dailyQuota} is null or ${t.dailyQuota} > 0`),
];

export const styleProcesses = pgTable(
  'style_processes',
  {
    factoryId: factoryId(),
    id: id(),
    styleId: ref('style_id').notNull(),
    ...processColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    uniqueIndex('style_processes_seq_uq').on(t.factoryId, t.styleId, t.seq),
    foreignKey({ columns: [t.factoryId, t.styleId], foreignColumns: [styles.factoryId, styles.id] }).onDelete(
      'cascade',
    ),
    ...processChecks('style_processes', t),
  ],
);

export type RatioEntry = { size: string; ratio: number };
export type LayEntry = { colour: string; layers: number; dyeLot: string | null; shade: string | null };

/** One cutting bed (床次) of a style. A style with cut orders cannot be deleted. */
export const cutOrders = pgTable(
  'cut_orders',
  {
    factoryId: factoryId(),
    id: id(),
    styleId: ref('style_id').notNull(),
    bedNo: integer('bed_no').notNull(),
    cutDate: date('cut_date', { mode: 'string' }).notNull(),
    markerName: varchar('marker_name', { length: 64 }),
    markerLength: numeric('marker_length', { precision: 6, scale: 2 }),
    ratio: jsonb('ratio').$type<RatioEntry[]>().notNull(),
    lays: jsonb('lays').$type<LayEntry[]>().notNull(),
    maxPlies: integer('max_plies'),
    bundleSize: integer('bundle_size'),
    note: varchar('note', { length: 500 }),
    createdBy: ref('created_by'),
    createdByName: varchar('created_by_name', { length: 64 }),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    uniqueIndex('cut_orders_bed_uq').on(t.factoryId, t.styleId, t.bedNo),
    // The target of bundles' (cut order, style) key: a bundle's style is always its cut order's.
    uniqueIndex('cut_orders_style_key_uq').on(t.factoryId, t.id, t.styleId),
    index('cut_orders_date_idx').on(t.factoryId, t.cutDate, t.id),
    foreignKey({ columns: [t.factoryId, t.styleId], foreignColumns: [styles.factoryId, styles.id] }),
    check('cut_orders_bed_ck', sql`${t.bedNo} >= 1`),
    check('cut_orders_split_ck', sql`${t.maxPlies} is null or ${t.bundleSize} is null`),
    check('cut_orders_max_plies_ck', sql`${t.maxPlies} is null or ${t.maxPlies} >= 1`),
    check('cut_orders_bundle_size_ck', sql`${t.bundleSize} is null or ${t.bundleSize} >= 1`),
  ],
);

/**
 * A cut order's own copy of its style's processes and rates, taken when the bed is generated: later edits of
 * the style change it only through an explicit sync, and scans (which reference these rows) block that.
 */
export const cutOrderProcesses = pgTable(
  'cut_order_processes',
  {
    factoryId: factoryId(),
    id: id(),
    cutOrderId: ref('cut_order_id').notNull(),
    ...processColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    uniqueIndex('cut_order_processes_seq_uq').on(t.factoryId, t.cutOrderId, t.seq),
    // The target of scans' (process, bed) key: a scan's process is always one of its bundle's bed.
    uniqueIndex('cut_order_processes_bed_uq').on(t.factoryId, t.id, t.cutOrderId),
    foreignKey({
      columns: [t.factoryId, t.cutOrderId],
      foreignColumns: [cutOrders.factoryId, cutOrders.id],
    }).onDelete('cascade'),
    ...processChecks('cut_order_processes', t),
  ],
);

/**
 * A bundle (扎). Its number is unique within the style across beds and its ticket number within the factory;
 * neither is ever reused, so a voided bundle keeps both.
 */
export const bundles = pgTable(
  'bundles',
  {
    factoryId: factoryId(),
    id: id(),
    cutOrderId: ref('cut_order_id').notNull(),
    styleId: ref('style_id').notNull(),
    bundleNo: integer('bundle_no').notNull(),
    ticketNo: bigint('ticket_no', { mode: 'number' }).notNull(),
    colour: varchar('colour', { length: 32 }).notNull(),
    size: varchar('size', { length: 16 }).notNull(),
    qty: integer('qty').notNull(),
    plyFrom: integer('ply_from'),
    plyTo: integer('ply_to'),
    dyeLot: varchar('dye_lot', { length: 32 }),
    shade: varchar('shade', { length: 16 }),
    recut: boolean('recut').notNull().default(false),
    status: varchar('status', { length: 8 }).notNull().default('active'),
    note: varchar('note', { length: 200 }),
    voidReason: varchar('void_reason', { length: 200 }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: varchar('voided_by', { length: 64 }),
    printCount: integer('print_count').notNull().default(0),
    /**
     * Pieces that have passed every process of the bed: the least valid qty over its snapshot processes (0
     * until each has some). Kept by the scans' triggers (migration 0012), so that what is finished is read
     * per bundle rather than summed from the scans.
     */
    finishedQty: integer('finished_qty').notNull().default(0),
    /**
     * Pieces passed at the final check (first time or after rework), kept by the QC inspections' triggers
     * (migration 0019). A style with `final_inspection` counts these as its finished pieces.
     */
    finalPassedQty: integer('final_passed_qty').notNull().default(0),
    /**
     * The latest work date of a scan of the bundle (null: never scanned), kept by the scans' triggers
     * (migration 0024): the line board's bundles in hand are the unfinished ones scanned lately.
     */
    lastScanDate: date('last_scan_date'),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    uniqueIndex('bundles_bundle_no_uq').on(t.factoryId, t.styleId, t.bundleNo),
    uniqueIndex('bundles_ticket_no_uq').on(t.factoryId, t.ticketNo),
    index('bundles_cut_order_idx').on(t.factoryId, t.cutOrderId, t.bundleNo),
    // A style's bundles still in progress (the line board's work in hand, figures/board.ts).
    index('bundles_unfinished_idx')
      .on(t.factoryId, t.styleId, t.lastScanDate)
      .where(sql`${t.finishedQty} < ${t.qty}`),
    // What a scan's (bundle, bed) pair points at: a scan's bed is its bundle's.
    uniqueIndex('bundles_bed_uq').on(t.factoryId, t.id, t.cutOrderId),
    foreignKey({
      columns: [t.factoryId, t.cutOrderId, t.styleId],
      foreignColumns: [cutOrders.factoryId, cutOrders.id, cutOrders.styleId],
    }).onDelete('cascade'),
    check('bundles_qty_ck', sql`${t.qty} > 0`),
    check('bundles_bundle_no_ck', sql`${t.bundleNo} >= 1`),
    check('bundles_ticket_no_ck', sql`${t.ticketNo} >= 1`),
    check(
      'bundles_ply_ck',
      sql`(${t.plyFrom} is null) = (${t.plyTo} is null) and (${t.plyFrom} is null or (${t.plyFrom} >= 1 and ${t.plyTo} >= ${t.plyFrom}))`,
    ),
    check('bundles_status_ck', sql`${t.status} in ('active', 'void')`),
    check('bundles_void_ck', sql`(${t.status} = 'void') = (${t.voidReason} is not null)`),
    check('bundles_print_count_ck', sql`${t.printCount} >= 0`),
  ],
);

/** Every print and reprint of a cut order's tickets: who, when, which bundles. */
export const ticketPrints = pgTable(
  'ticket_prints',
  {
    factoryId: factoryId(),
    id: id(),
    cutOrderId: ref('cut_order_id').notNull(),
    template: varchar('template', { length: 16 }).notNull(),
    bundleCount: integer('bundle_count').notNull(),
    bundleNos: text('bundle_nos').notNull(),
    reprint: boolean('reprint').notNull(),
    printedBy: ref('printed_by'),
    printedByName: varchar('printed_by_name', { length: 64 }),
    /** A print sent to a label printer: its name, and the job (print_jobs) that carried it. */
    printerName: varchar('printer_name', { length: 64 }),
    printJobId: ref('print_job_id'),
    printTime: timestamp('print_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    index('ticket_prints_cut_order_idx').on(t.factoryId, t.cutOrderId, t.printTime),
    foreignKey({
      columns: [t.factoryId, t.cutOrderId],
      foreignColumns: [cutOrders.factoryId, cutOrders.id],
    }).onDelete('cascade'),
    check('ticket_prints_count_ck', sql`${t.bundleCount} > 0`),
  ],
);

/**
 * A label printer of a factory on its network: a thermal printer taking ZPL or TSPL on a raw TCP port. At most
 * one printer of a factory is the default for tickets, and one for carton labels (partial unique indexes).
 */
export const printers = pgTable(
  'printers',
  {
    factoryId: factoryId(),
    id: id(),
    name: varchar('name', { length: 64 }).notNull(),
    protocol: varchar('protocol', { length: 8 }).notNull(),
    host: varchar('host', { length: 253 }).notNull(),
    port: integer('port').notNull(),
    dpi: integer('dpi').notNull(),
    widthMm: numeric('width_mm', { precision: 4, scale: 1 }).notNull(),
    heightMm: numeric('height_mm', { precision: 4, scale: 1 }).notNull(),
    gapMm: numeric('gap_mm', { precision: 3, scale: 1 }).notNull(),
    darkness: integer('darkness'),
    speed: integer('speed'),
    cjkFont: boolean('cjk_font').notNull().default(false),
    defaultTickets: boolean('default_tickets').notNull().default(false),
    defaultCartons: boolean('default_cartons').notNull().default(false),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    uniqueIndex('printers_name_uq').on(t.factoryId, t.name),
    uniqueIndex('printers_default_tickets_uq')
      .on(t.factoryId)
      .where(sql`${t.defaultTickets}`),
    uniqueIndex('printers_default_cartons_uq')
      .on(t.factoryId)
      .where(sql`${t.defaultCartons}`),
    check('printers_protocol_ck', sql`${t.protocol} in ('zpl', 'tspl')`),
    check('printers_port_ck', sql`${t.port} between 1 and 65535`),
    check('printers_dpi_ck', sql`${t.dpi} in (203, 300)`),
    check('printers_size_ck', sql`${t.widthMm} > 0 and ${t.heightMm} > 0 and ${t.gapMm} >= 0`),
  ],
);

/**
 * A print job: the bytes of one print (a bed's tickets, a shipment's carton labels, a test label) and where
 * it stands. Jobs of a printer go out in id order, one at a time; a job is claimed (`sending`) by one server
 * process in one guarded update, and once the printer took it, it is `sent` and never sent again. The job
 * keeps the printer's name, so its line in the list outlives the printer (`printer_id` is then null).
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    factoryId: factoryId(),
    id: id(),
    printerId: ref('printer_id'),
    printerName: varchar('printer_name', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    subject: varchar('subject', { length: 500 }).notNull(),
    labels: integer('labels').notNull(),
    /** The job's size; its bytes (`payload`) are dropped a week after it is done, the row stays. */
    bytes: integer('bytes').notNull(),
    payload: bytea('payload'),
    status: varchar('status', { length: 10 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Why the last attempt did not go (PRINT_ERROR_CODES), and the error as the server met it. */
    errorCode: varchar('error_code', { length: 16 }),
    lastError: varchar('last_error', { length: 500 }),
    /** When it was queued, or queued again by hand: it is retried for PRINT_RETRY_HOURS from then. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the process sending it last said it was still at it (a stale claim is a process that died). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: ref('created_by'),
    createdByName: varchar('created_by_name', { length: 64 }),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    // The queue's reads: the jobs not yet done, per printer in order.
    index('print_jobs_pending_idx')
      .on(t.factoryId, t.printerId, t.id)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('print_jobs_printer_idx').on(t.factoryId, t.printerId, t.id),
    check('print_jobs_kind_ck', sql`${t.kind} in ('tickets', 'cartons', 'test')`),
    check('print_jobs_status_ck', sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'cancelled')`),
    check('print_jobs_labels_ck', sql`${t.labels} > 0`),
    check('print_jobs_sent_ck', sql`(${t.status} = 'sent') = (${t.sentAt} is not null)`),
  ],
);

/**
 * A scan (扫描数据): a worker did `qty` pieces of one process of one bundle. The rate is frozen here when the
 * scan is made, so later rate edits never change recorded wages; the row is its own audit (who recorded it,
 * when, who undid it). Bundles and snapshot processes cannot be deleted under a scan (RESTRICT): a scanned
 * bed is neither deleted nor re-synced.
 */
/**
 * A settled wage period (for the factory, or one department's people): its scans and adjustments point at it
 * and are frozen; the per-worker figures it paid are its lines.
 */
export const wageSettlements = pgTable(
  'wage_settlements',
  {
    factoryId: factoryId(),
    id: id(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    deptId: ref('dept_id'),
    workerCount: integer('worker_count').notNull(),
    qty: bigint('qty', { mode: 'number' }).notNull(),
    /** Σ exact scan amounts (3 decimals). */
    amount: numeric('amount', { precision: 15, scale: 3 }).notNull(),
    adjustments: numeric('adjustments', { precision: 14, scale: 2 }).notNull(),
    /** What is paid: the sum of its lines' totals (each rounded to the cent once, per worker). */
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    createdBy: ref('created_by'),
    createdByName: varchar('created_by_name', { length: 64 }),
    createTime: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    index('wage_settlements_period_idx').on(t.factoryId, t.periodFrom, t.periodTo),
    foreignKey({ columns: [t.factoryId, t.deptId], foreignColumns: [depts.factoryId, depts.id] }),
    foreignKey({ columns: [t.factoryId, t.createdBy], foreignColumns: [members.factoryId, members.id] }),
    check('wage_settlements_period_ck', sql`${t.periodFrom} <= ${t.periodTo}`),
  ],
);

/**
 * Whom a department's settlement covers: the department's people when it was made (docs/architecture.md,
 * "Where each rule lives"). It pays their scans and adjustments of the period and closes the period for them,
 * even after they change departments; someone who joins the department later is not covered by it. A
 * factory's settlement covers everyone and writes none.
 */
export const wageSettlementWorkers = pgTable(
  'wage_settlement_workers',
  {
    factoryId: factoryId(),
    settlementId: ref('settlement_id').notNull(),
    workerId: ref('worker_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.settlementId, t.workerId] }),
    foreignKey({
      columns: [t.factoryId, t.settlementId],
      foreignColumns: [wageSettlements.factoryId, wageSettlements.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.factoryId, t.workerId], foreignColumns: [members.factoryId, members.id] }),
  ],
);

/** What a settlement paid one worker: pieces, amount, adjustments and total, as summed when it was settled. */
export const wageSettlementLines = pgTable(
  'wage_settlement_lines',
  {
    factoryId: factoryId(),
    settlementId: ref('settlement_id').notNull(),
    workerId: ref('worker_id').notNull(),
    qty: bigint('qty', { mode: 'number' }).notNull(),
    /** Σ exact scan amounts (3 decimals). */
    amount: numeric('amount', { precision: 15, scale: 3 }).notNull(),
    adjustments: numeric('adjustments', { precision: 14, scale: 2 }).notNull(),
    /** What the worker is paid: amount + adjustments rounded to the cent, once. */
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.settlementId, t.workerId] }),
    index('wage_settlement_lines_worker_idx').on(t.factoryId, t.workerId),
    foreignKey({
      columns: [t.factoryId, t.settlementId],
      foreignColumns: [wageSettlements.factoryId, wageSettlements.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.factoryId, t.workerId], foreignColumns: [members.factoryId, members.id] }),
    check('wage_settlement_lines_total_ck', sql`${t.total} = round(${t.amount} + ${t.adjustments}, 2)`),
  ],
);

export const scans = pgTable(
  'scans',
  {
    factoryId: factoryId(),
    id: id(),
    bundleId: ref('bundle_id').notNull(),
    /** The bundle's bed (a bundle never changes beds): a bed's scans are read by this, newest first. */
    cutOrderId: ref('cut_order_id').notNull(),
    processId: ref('process_id').notNull(),
    workerId: ref('worker_id').notNull(),
    recordedBy: ref('recorded_by').notNull(),
    qty: integer('qty').notNull(),
    rate: numeric('rate', { precision: 10, scale: 3 }).notNull(),
    /** qty × rate, exact (3 decimals): only a wage's total is rounded to the cent, never a scan. */
    amount: numeric('amount', { precision: 15, scale: 3 }).notNull(),
    /** The process's standard minutes when scanned (its bed's, frozen as the rate is); null: none set. */
    sam: numeric('sam', { precision: 7, scale: 3 }),
    workDate: date('work_date').notNull(),
    scanTime: timestamp('scan_time', { withTimezone: true }).notNull().defaultNow(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    status: varchar('status', { length: 8 }).notNull().default('valid'),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: ref('undone_by'),
    /** The settlement that paid it: a settled scan is frozen (no undo). */
    settlementId: ref('settlement_id'),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    uniqueIndex('scans_request_uq').on(t.factoryId, t.requestId),
    index('scans_work_date_idx').on(t.factoryId, t.workDate, t.id),
    index('scans_worker_idx').on(t.factoryId, t.workerId, t.workDate),
    // The scan guard's count of a (bundle, process): INCLUDE (qty, status) in drizzle/0017.
    index('scans_bundle_process_idx').on(t.factoryId, t.bundleId, t.processId),
    // The production grid's per-process sums: INCLUDE (bundle_id, qty, status) in drizzle/0009.
    index('scans_process_idx').on(t.factoryId, t.processId),
    index('scans_cut_order_idx').on(t.factoryId, t.cutOrderId, t.workDate, t.id),
    foreignKey({
      columns: [t.factoryId, t.bundleId, t.cutOrderId],
      foreignColumns: [bundles.factoryId, bundles.id, bundles.cutOrderId],
    }).onDelete('restrict'),
    // The process is one of the bundle's bed (its cut_order_id is the bundle's, by the key above): a scan is
    // never paid at another bed's or another style's rate, whatever statement wrote it.
    foreignKey({
      columns: [t.factoryId, t.processId, t.cutOrderId],
      foreignColumns: [cutOrderProcesses.factoryId, cutOrderProcesses.id, cutOrderProcesses.cutOrderId],
    }).onDelete('restrict'),
    foreignKey({ columns: [t.factoryId, t.workerId], foreignColumns: [members.factoryId, members.id] }),
    foreignKey({ columns: [t.factoryId, t.recordedBy], foreignColumns: [members.factoryId, members.id] }),
    foreignKey({ columns: [t.factoryId, t.undoneBy], foreignColumns: [members.factoryId, members.id] }),
    foreignKey({
      columns: [t.factoryId, t.settlementId],
      foreignColumns: [wageSettlements.factoryId, wageSettlements.id],
    }),
    // A settled scan is a valid one: undoing is refused once settled, and settling takes valid scans only.
    check('scans_settled_ck', sql`${t.settlementId} is null or ${t.status} = 'valid'`),
    check('scans_qty_ck', sql`${t.qty} > 0`),
    check('scans_rate_ck', sql`${t.rate} >= 0`),
    check('scans_amount_ck', sql`${t.amount} = ${t.qty} * ${t.rate}`),
    check('scans_status_ck', sql`${t.status} in ('valid', 'undone')`),
    check('scans_undone_ck', sql`(${t.status} = 'undone') = (${t.undoneAt} is not null)`),
  ],
);

/**
 * Each worker's scans of a work day, kept by triggers on `scans` (migration 0009) in the statement that changes
 * them: all scans (undone too), the valid ones and the settled ones, with their pieces and exact amounts. The
 * totals of a period come from here in milliseconds, however many scans there are.
 */
export const scanDayTotals = pgTable(
  'scan_day_totals',
  {
    factoryId: factoryId(),
    workDate: date('work_date').notNull(),
    workerId: ref('worker_id').notNull(),
    scans: integer('scans').notNull(),
    validScans: integer('valid_scans').notNull(),
    validQty: bigint('valid_qty', { mode: 'number' }).notNull(),
    validAmount: numeric('valid_amount', { precision: 18, scale: 3 }).notNull(),
    settledScans: integer('settled_scans').notNull(),
    settledQty: bigint('settled_qty', { mode: 'number' }).notNull(),
    settledAmount: numeric('settled_amount', { precision: 18, scale: 3 }).notNull(),
    /** Standard minutes earned by the valid scans: Σ qty × sam (migration 0021). */
    validEarned: numeric('valid_earned', { precision: 18, scale: 3 }).notNull().default('0'),
    /** Pieces of the valid scans whose process has standard minutes. */
    validSamQty: bigint('valid_sam_qty', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.workDate, t.workerId] }),
    index('scan_day_totals_worker_idx').on(t.factoryId, t.workerId, t.workDate),
    foreignKey({ columns: [t.factoryId, t.workerId], foreignColumns: [members.factoryId, members.id] }),
  ],
);

/**
 * Each worker's valid scans per work day, hour of the day (of scan_time, in the factory's time zone) and bed
 * process, kept by triggers on `scans` (migration 0024) in the statement that changes them, beside
 * scan_day_totals: the line board's day (style, output per hour, worker hours) and the efficiency by hour read
 * these rows instead of the scans. Rebuilt for a factory whose time zone changes.
 */
export const scanHourTotals = pgTable(
  'scan_hour_totals',
  {
    factoryId: factoryId(),
    workDate: date('work_date').notNull(),
    workerId: ref('worker_id').notNull(),
    hour: smallint('hour').notNull(),
    processId: ref('process_id').notNull(),
    cutOrderId: ref('cut_order_id').notNull(),
    validScans: integer('valid_scans').notNull(),
    validQty: bigint('valid_qty', { mode: 'number' }).notNull(),
    /** Pieces of the valid scans whose process has standard minutes. */
    validSamQty: bigint('valid_sam_qty', { mode: 'number' }).notNull(),
    /** Standard minutes earned by the valid scans: Σ qty × sam. */
    validEarned: numeric('valid_earned', { precision: 18, scale: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.workDate, t.workerId, t.hour, t.processId] }),
    check('scan_hour_totals_hour_ck', sql`${t.hour} between 0 and 23`),
    foreignKey({ columns: [t.factoryId, t.workerId], foreignColumns: [members.factoryId, members.id] }),
  ],
);

/** A monthly adjustment of a worker's wage: a subsidy or bonus adds, a deduction subtracts (amount > 0). */
export const wageAdjustments = pgTable(
  'wage_adjustments',
  {
    factoryId: factoryId(),
    id: id(),
    workerId: ref('worker_id').notNull(),
    /** The first day of the month it is for. */
    month: date('month').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    note: varchar('note', { length: 200 }),
    createdBy: ref('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settlementId: ref('settlement_id'),
    /**
     * The QC inspection that charged it (a deduction per defect at fault): made and removed with the
     * inspection, never edited by hand. Its foreign key is migration 0019's.
     */
    inspectionId: ref('inspection_id'),
    /**
     * When the worker saw it on their pay page; null: made or changed since, so the page tells them their pay
     * moved (docs/design.md §11).
     */
    workerSeenAt: timestamp('worker_seen_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    index('wage_adjustments_inspection_idx').on(t.factoryId, t.inspectionId),
    index('wage_adjustments_month_idx').on(t.factoryId, t.month, t.workerId),
    index('wage_adjustments_worker_idx').on(t.factoryId, t.workerId, t.month),
    foreignKey({ columns: [t.factoryId, t.workerId], foreignColumns: [members.factoryId, members.id] }),
    foreignKey({ columns: [t.factoryId, t.createdBy], foreignColumns: [members.factoryId, members.id] }),
    foreignKey({
      columns: [t.factoryId, t.settlementId],
      foreignColumns: [wageSettlements.factoryId, wageSettlements.id],
    }),
    check('wage_adjustments_kind_ck', sql`${t.kind} in ('subsidy', 'bonus', 'deduction')`),
    check('wage_adjustments_amount_ck', sql`${t.amount} > 0`),
    check('wage_adjustments_month_ck', sql`extract(day from ${t.month}) = 1`),
  ],
);

/**
 * A worker's question about their pay (工资疑问): a work day, or one line of it (style, process, rate as the
 * worker's pay page showed them), with a message; the line's supervisors answer it and correct the pay through
 * wage adjustments.
 */
export const wageDisputes = pgTable(
  'wage_disputes',
  {
    factoryId: factoryId(),
    id: id(),
    workerId: ref('worker_id').notNull(),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    styleNo: varchar('style_no', { length: 32 }),
    processName: varchar('process_name', { length: 64 }),
    rate: varchar('rate', { length: 16 }),
    message: varchar('message', { length: 500 }).notNull(),
    status: varchar('status', { length: 8 }).notNull().default('open'),
    answer: varchar('answer', { length: 500 }),
    answeredBy: ref('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When the worker saw the answer (null: not yet, or none). */
    workerSeenAt: timestamp('worker_seen_at', { withTimezone: true }),
    createTime: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    index('wage_disputes_status_idx').on(t.factoryId, t.status, t.id),
    index('wage_disputes_worker_idx').on(t.factoryId, t.workerId, t.id),
    foreignKey({ columns: [t.factoryId, t.workerId], foreignColumns: [members.factoryId, members.id] }),
    foreignKey({ columns: [t.factoryId, t.answeredBy], foreignColumns: [members.factoryId, members.id] }),
    check('wage_disputes_status_ck', sql`${t.status} in ('open', 'answered')`),
    check(
      'wage_disputes_answer_ck',
      sql`(${t.status} = 'answered') = (${t.answer} is not null and ${t.answeredAt} is not null)`,
    ),
    check('wage_disputes_item_ck', sql`(${t.styleNo} is null) = (${t.processName} is null)`),
  ],
);

// ─── Attendance ──────────────────────────────────────────────────────────────────────────────

/**
 * A worker's attendance on a work day (考勤): clock-in and clock-out in the factory's local time, or the
 * minutes a supervisor entered (which win). Attended minutes are the clocked time less the breaks of the
 * worker's department shift (docs/design.md §11).
 */
export const attendance = pgTable(
  'attendance',
  {
    factoryId: factoryId(),
    workerId: ref('worker_id').notNull(),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    clockIn: time('clock_in', { precision: 0 }),
    clockOut: time('clock_out', { precision: 0 }),
    minutes: integer('minutes'),
    /** Who last wrote it: the worker (clocking) or a supervisor (correcting). */
    updatedBy: ref('updated_by'),
    updateTime: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.workerId, t.workDate] }),
    index('attendance_date_idx').on(t.factoryId, t.workDate),
    foreignKey({ columns: [t.factoryId, t.workerId], foreignColumns: [members.factoryId, members.id] }),
    foreignKey({ columns: [t.factoryId, t.updatedBy], foreignColumns: [members.factoryId, members.id] }),
    check(
      'attendance_out_ck',
      sql`${t.clockOut} is null or (${t.clockIn} is not null and ${t.clockOut} > ${t.clockIn})`,
    ),
    check('attendance_minutes_ck', sql`${t.minutes} is null or ${t.minutes} between 0 and 1440`),
    check('attendance_something_ck', sql`${t.clockIn} is not null or ${t.minutes} is not null`),
  ],
);

/**
 * A line board's display link (看板): a TV by a line shows that department's day with no one signed in, by a
 * key only its hash of is kept (sha256, hex). Revoked, never deleted: the audit log names it.
 */
export const boardLinks = pgTable(
  'board_links',
  {
    factoryId: factoryId(),
    id: id(),
    deptId: ref('dept_id').notNull(),
    name: varchar('name', { length: 64 }),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    createdBy: ref('created_by'),
    createTime: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    // A board knows only its key: the key finds its factory.
    uniqueIndex('board_links_key_uq').on(t.keyHash),
    index('board_links_dept_idx').on(t.factoryId, t.deptId),
    foreignKey({ columns: [t.factoryId, t.deptId], foreignColumns: [depts.factoryId, depts.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.factoryId, t.createdBy], foreignColumns: [members.factoryId, members.id] }),
  ],
);

// ─── A factory's own data as it leaves ─────────────────────────────────────────────────────

/**
 * A factory's exports of its own data (module `factory-export`): one zip of a workbook per area, written in
 * the background by the process that was asked, which reports its progress and beats its heartbeat here. At
 * most one runs per factory (the partial unique index); one whose heartbeat stopped (its process died) counts
 * as failed.
 */
export const factoryExports = pgTable(
  'factory_exports',
  {
    factoryId: factoryId(),
    id: id(),
    status: varchar('status', { length: 8 }).notNull().default('running'),
    area: varchar('area', { length: 16 }),
    areasDone: integer('areas_done').notNull().default(0),
    rowsWritten: bigint('rows_written', { mode: 'number' }).notNull().default(0),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** The file's name under DATA_DIR/exports/<factory id>/ and as it downloads; null once it is removed. */
    fileName: varchar('file_name', { length: 128 }),
    error: text('error'),
    /** Who asked, as the audit log names them: "name (mobile)" at the time. */
    requestedBy: text('requested_by'),
    createTime: createdAt(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    uniqueIndex('factory_exports_running_uq')
      .on(t.factoryId)
      .where(sql`${t.status} = 'running'`),
    check('factory_exports_status_ck', sql`${t.status} in ('running', 'done', 'failed')`),
    check('factory_exports_finished_ck', sql`(${t.status} = 'running') = (${t.finishedAt} is null)`),
  ],
);

// ─── Quality ─────────────────────────────────────────────────────────────────────────────────

/**
 * A factory's defect codes (疵点代码). The ten common ones are seeded for every factory by a trigger on
 * `factories` (migration 0019) with their English `name` and Chinese `name_zh`; a code the factory names in its
 * own words has `name_zh` null, and shows its name in both languages. A code in use is switched off, never
 * deleted.
 */
export const defectCodes = pgTable(
  'defect_codes',
  {
    factoryId: factoryId(),
    id: id(),
    code: varchar('code', { length: 16 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    nameZh: varchar('name_zh', { length: 64 }),
    category: varchar('category', { length: 16 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createTime: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    uniqueIndex('defect_codes_code_uq').on(t.factoryId, t.code),
    check(
      'defect_codes_category_ck',
      sql`${t.category} in ('sewing', 'fabric', 'measurement', 'stain', 'trim', 'other')`,
    ),
  ],
);

/**
 * A QC inspection of a bundle at a checkpoint: in-line after a process of its bed, or final (no process). A
 * first inspection counts pieces the checkpoint had not seen; a re-inspection counts mended rework, and passes
 * at most what is still open. The qc_inspections_guard trigger (migration 0019) keeps both under the bundle's
 * row lock; an inspection is undone, never deleted.
 */
export const qcInspections = pgTable(
  'qc_inspections',
  {
    factoryId: factoryId(),
    id: id(),
    bundleId: ref('bundle_id').notNull(),
    cutOrderId: ref('cut_order_id').notNull(),
    checkpoint: varchar('checkpoint', { length: 8 }).notNull(),
    afterProcessId: ref('after_process_id'),
    kind: varchar('kind', { length: 8 }).notNull(),
    inspectedQty: integer('inspected_qty').notNull(),
    passedQty: integer('passed_qty').notNull(),
    defectQty: integer('defect_qty').notNull(),
    inspectorId: ref('inspector_id').notNull(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    workDate: date('work_date').notNull(),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }).notNull().defaultNow(),
    status: varchar('status', { length: 8 }).notNull().default('valid'),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: ref('undone_by'),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    uniqueIndex('qc_inspections_request_uq').on(t.factoryId, t.requestId),
    index('qc_inspections_bundle_idx').on(t.factoryId, t.bundleId),
    index('qc_inspections_work_date_idx').on(t.factoryId, t.workDate, t.id),
    index('qc_inspections_cut_order_idx').on(t.factoryId, t.cutOrderId),
    foreignKey({
      columns: [t.factoryId, t.bundleId, t.cutOrderId],
      foreignColumns: [bundles.factoryId, bundles.id, bundles.cutOrderId],
    }).onDelete('restrict'),
    foreignKey({
      columns: [t.factoryId, t.afterProcessId, t.cutOrderId],
      foreignColumns: [cutOrderProcesses.factoryId, cutOrderProcesses.id, cutOrderProcesses.cutOrderId],
    }).onDelete('restrict'),
    foreignKey({ columns: [t.factoryId, t.inspectorId], foreignColumns: [members.factoryId, members.id] }),
    foreignKey({ columns: [t.factoryId, t.undoneBy], foreignColumns: [members.factoryId, members.id] }),
    check('qc_inspections_checkpoint_ck', sql`${t.checkpoint} in ('inline', 'final')`),
    check('qc_inspections_after_ck', sql`(${t.checkpoint} = 'inline') = (${t.afterProcessId} is not null)`),
    check('qc_inspections_kind_ck', sql`${t.kind} in ('first', 'recheck')`),
    check(
      'qc_inspections_qty_ck',
      sql`${t.inspectedQty} > 0 and ${t.passedQty} >= 0 and ${t.passedQty} <= ${t.inspectedQty}`,
    ),
    check('qc_inspections_defects_ck', sql`${t.defectQty} >= ${t.inspectedQty} - ${t.passedQty}`),
    check('qc_inspections_status_ck', sql`${t.status} in ('valid', 'undone')`),
    check('qc_inspections_undone_ck', sql`(${t.status} = 'undone') = (${t.undoneAt} is not null)`),
  ],
);

/** The defects an inspection found: a code, how many, the process at fault and the worker it is charged to. */
export const qcDefects = pgTable(
  'qc_defects',
  {
    factoryId: factoryId(),
    id: id(),
    inspectionId: ref('inspection_id').notNull(),
    defectCodeId: ref('defect_code_id').notNull(),
    cutOrderId: ref('cut_order_id').notNull(),
    processId: ref('process_id').notNull(),
    /** Null when nobody had scanned the process when it was inspected. */
    workerId: ref('worker_id'),
    qty: integer('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    index('qc_defects_inspection_idx').on(t.factoryId, t.inspectionId),
    index('qc_defects_worker_idx').on(t.factoryId, t.workerId),
    foreignKey({
      columns: [t.factoryId, t.inspectionId],
      foreignColumns: [qcInspections.factoryId, qcInspections.id],
    }).onDelete('restrict'),
    foreignKey({
      columns: [t.factoryId, t.defectCodeId],
      foreignColumns: [defectCodes.factoryId, defectCodes.id],
    }).onDelete('restrict'),
    foreignKey({
      columns: [t.factoryId, t.processId, t.cutOrderId],
      foreignColumns: [cutOrderProcesses.factoryId, cutOrderProcesses.id, cutOrderProcesses.cutOrderId],
    }).onDelete('restrict'),
    foreignKey({ columns: [t.factoryId, t.workerId], foreignColumns: [members.factoryId, members.id] }),
    check('qc_defects_qty_ck', sql`${t.qty} > 0`),
  ],
);

// ─── Shipping ────────────────────────────────────────────────────────────────────────────────

/**
 * What a shipment order keeps of its cartons: solid packing only its pieces per carton (the cartons are
 * computed from the lines when read, so they can never disagree), mixed packing the carton ranges as
 * entered; carton size (cm) and the shipment's weights (kg) as numeric text. Kept as JSON: a packing list is
 * written and read whole with its order, never searched or summed by SQL (the order keeps its carton count).
 */
export type ShipmentPacking = {
  mode: 'solid' | 'mixed';
  perCarton: number | null;
  groups: { fromNo: number; toNo: number; contents: ColourSizeQty[] }[] | null;
  cartonLength: string | null;
  cartonWidth: string | null;
  cartonHeight: string | null;
  grossWeight: string | null;
  netWeight: string | null;
};

/**
 * A shipment order (出货单): one style for one customer. Its number `CH-YYYYMMDD-NNN` comes from the factory's
 * counter of its creation day ('shipment:YYYYMMDD' in factory_counters) and is never reused. Only a draft
 * changes; a confirmed order counts as shipped; a void one keeps its number and why it was voided. Customers
 * and styles with shipment orders cannot be deleted.
 */
export const shipments = pgTable(
  'shipments',
  {
    factoryId: factoryId(),
    id: id(),
    shipmentNo: varchar('shipment_no', { length: 32 }).notNull(),
    customerId: ref('customer_id').notNull(),
    styleId: ref('style_id').notNull(),
    shipDate: date('ship_date', { mode: 'string' }).notNull(),
    address: varchar('address', { length: 255 }),
    contact: varchar('contact', { length: 64 }),
    phone: varchar('phone', { length: 32 }),
    carrier: varchar('carrier', { length: 64 }),
    vehicleNo: varchar('vehicle_no', { length: 32 }),
    driver: varchar('driver', { length: 64 }),
    driverPhone: varchar('driver_phone', { length: 32 }),
    note: varchar('note', { length: 500 }),
    /** Yuan a piece; null when the order shows no amounts. */
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }),
    packing: jsonb('packing').$type<ShipmentPacking>(),
    cartonCount: integer('carton_count').notNull().default(0),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: varchar('confirmed_by', { length: 64 }),
    voidReason: varchar('void_reason', { length: 200 }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: varchar('voided_by', { length: 64 }),
    createdBy: ref('created_by'),
    createdByName: varchar('created_by_name', { length: 64 }),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.id] }),
    uniqueIndex('shipments_no_uq').on(t.factoryId, t.shipmentNo),
    index('shipments_ship_date_idx').on(t.factoryId, t.shipDate, t.id),
    // Shipped pieces of a style (confirmed orders) and a style's or customer's orders.
    index('shipments_style_idx').on(t.factoryId, t.styleId, t.status),
    index('shipments_customer_idx').on(t.factoryId, t.customerId),
    foreignKey({ columns: [t.factoryId, t.customerId], foreignColumns: [customers.factoryId, customers.id] }),
    foreignKey({ columns: [t.factoryId, t.styleId], foreignColumns: [styles.factoryId, styles.id] }),
    check('shipments_status_ck', sql`${t.status} in ('draft', 'confirmed', 'void')`),
    check('shipments_void_ck', sql`(${t.status} = 'void') = (${t.voidReason} is not null)`),
    check('shipments_confirmed_ck', sql`${t.status} <> 'confirmed' or ${t.confirmedAt} is not null`),
    check('shipments_unit_price_ck', sql`${t.unitPrice} is null or ${t.unitPrice} >= 0`),
    check(
      'shipments_cartons_ck',
      sql`${t.cartonCount} >= 0 and (${t.packing} is not null or ${t.cartonCount} = 0)`,
    ),
  ],
);

/** A shipment order's pieces of one colour and size (cells of 0 are not kept), in the grid's order. */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    factoryId: factoryId(),
    shipmentId: ref('shipment_id').notNull(),
    colour: varchar('colour', { length: 32 }).notNull(),
    size: varchar('size', { length: 16 }).notNull(),
    /** The place in the grid (colours, then sizes). */
    seq: integer('seq').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.factoryId, t.shipmentId, t.colour, t.size] }),
    foreignKey({
      columns: [t.factoryId, t.shipmentId],
      foreignColumns: [shipments.factoryId, shipments.id],
    }).onDelete('cascade'),
    check('shipment_lines_qty_ck', sql`${t.qty} > 0`),
  ],
);

export const schema = {
  users,
  factories,
  menus,
  dicts,
  dictDetails,
  sessions,
  captchas,
  loginFailures,
  appSettings,
  serverProcesses,
  depts,
  roles,
  roleMenus,
  members,
  memberRoles,
  roleDepts,
  auditLogs,
  factoryCounters,
  customers,
  styles,
  styleProcesses,
  cutOrders,
  cutOrderProcesses,
  bundles,
  ticketPrints,
  scans,
  scanDayTotals,
  wageSettlements,
  wageSettlementLines,
  wageAdjustments,
  shipments,
  shipmentLines,
  printers,
  printJobs,
  defectCodes,
  qcInspections,
  qcDefects,
};

/** The moment as the database sees it; use in SQL so every process agrees on "now". */
export const now = sql`now()`;
