import { APP_VERSION } from '@gbo/contracts';
import type { Config } from './config';
import type { Db, Engine } from './db/client';
import type { Maintenance } from './lib/maintenance';
import { createLogService } from './modules/audit';
import { createAuthService, createSignInService } from './modules/auth';
import { createCustomerService } from './modules/customers';
import { createCutOrderService } from './modules/cut-orders';
import { createDashboardService } from './modules/dashboard';
import { createDeptService } from './modules/depts';
import { createDictService } from './modules/dict';
import { createFactoryService } from './modules/factory';
import { createFactoryAdminService } from './modules/factory-admin';
import { createFactoryExportService } from './modules/factory-export';
import { createFigures } from './modules/figures';
import { createImportService } from './modules/imports';
import { createMenuService } from './modules/menus';
import { createMonitorService, createProcessMonitor, type ProcessMonitor } from './modules/monitor';
import { createOnlineService } from './modules/online';
import { createPeopleService } from './modules/people';
import { createPrinterService } from './modules/printers';
import { createProductionService } from './modules/production';
import { createQualityService } from './modules/quality';
import { createAttendanceService } from './modules/attendance';
import { backupEngineFor, createBackupService } from './modules/backups';
import { createBoardService } from './modules/board';
import { createDisputeService } from './modules/disputes';
import { createRoleService } from './modules/roles';
import { createScanService } from './modules/scans';
import { createShipmentService } from './modules/shipments';
import { createStyleService } from './modules/styles';
import { avatarDirOf, createUserService } from './modules/users';
import { createWageService } from './modules/wages';

export type ServiceDeps = {
  config: Config;
  /**
   * The `transactional` handle: services see the request's transaction when a write runs in one, and a
   * service that opens one (`inTransaction`) takes the services it asks into it, so one request's writes to
   * several modules' tables commit together or not at all.
   */
  db: Db;
  secret: string;
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
  /** The engine underneath, for backups. */
  engine: Engine;
  /** This process's maintenance state, entered while a backup is restored. */
  maintenance: Maintenance;
  /** Restarts the server in this process (server.ts); null where the app runs without it (tests). */
  restart: (() => void) | null;
  /** A factory's count of finished pieces not shipped is new: its open dashboards should fetch again. */
  onNotShippedCounted: (factoryId: number) => void;
  /**
   * This process's own figures, which app.ts's onResponse hook feeds; a tool that answers no requests (the
   * command line) passes none, and an idle one stands in.
   */
  processMonitor?: ProcessMonitor;
};

/**
 * The composition root: builds every module's service once, each after the services it reads through
 * (a module never builds another's). app.ts registers each module's routes with these. Modules import one
 * another one way only, down: factory, users, menus, customers → depts → roles → people → auth → the rest.
 * When a lower module must ask a higher one something (departments count people, roles read who is still
 * here, a new password ends sessions), it declares the port it needs in its own words (users' SessionEnder,
 * menus' MenuGrants, depts' DeptStaff and DataScopes, roles' CurrentMembers, people's FactorySessionEnder),
 * and the higher module's service is handed in here, checked against the port by its shape. A service built
 * before the one it asks gets arrows to it, called only once everything is built.
 */
export function createServices({
  config,
  db,
  secret,
  log,
  onNotShippedCounted,
  engine,
  maintenance,
  restart,
  processMonitor,
}: ServiceDeps) {
  // The base of the system modules: factories and their settings, read by most business modules.
  const factory = createFactoryService({ db });
  // Captchas, sign-in counters and sessions: the auth module's own tables. Built early, though the module
  // stands above users and people (sign-in reads them): a new password or a membership's end ends sessions.
  const auth = createAuthService({
    db,
    secret,
    captchaFixedAnswer: config.captchaFixedAnswer,
    throttle: config.loginThrottle,
    captchaMaxPerMinute: config.captchaMaxPerMinute,
  });
  const users = createUserService({ db, avatarDir: avatarDirOf(config.dataDir), auth });
  const dict = createDictService({ db });
  const menus = createMenuService({
    db,
    roles: { grantedMenuIds: (...args) => roles.grantedMenuIds(...args) },
  });
  const depts = createDeptService({
    db,
    people: {
      deptOf: (...args) => people.deptOf(...args),
      countCurrentInDepts: (...args) => people.countCurrentInDepts(...args),
      detachFromDepts: (...args) => people.detachFromDepts(...args),
    },
    roles: { scopesOf: (...args) => roles.scopesOf(...args) },
  });
  const roles = createRoleService({
    db,
    depts,
    menus,
    people: { currentAmong: (...args) => people.currentAmong(...args) },
  });
  const people = createPeopleService({ db, users, sessions: auth, depts, roles, factory });
  // The factory screens that meet its people (head counts, registration) stand above them all.
  const factoryAdmin = createFactoryAdminService({ db, factory, people, depts, roles, users });
  const signIn = createSignInService({ auth, users, people, factory, roles, depts });
  const logs = createLogService({ db, users });
  const online = createOnlineService({ db, auth, users, people, depts });

  // The read side: the figures that join several modules' tables to show them (it owns none, writes none).
  const figures = createFigures({ db });

  // Cutting reads styles through their service (forCutting), as other modules do not touch its tables.
  const customers = createCustomerService({ db });
  // Label printers and their jobs: cut orders send tickets to them, shipments carton labels.
  const printers = createPrinterService({ db });
  const styles = createStyleService({ db });
  // Import writes each kind through its owner's service, in one transaction (people through theirs, with
  // the departments and roles a row names).
  const imports = createImportService({ db, styles, customers, people, depts, roles, factory });
  const cutOrders = createCutOrderService({ db, secret, styles, factory, printers });
  // Scans read tickets, bundles and process snapshots through the cutting room's service.
  const scans = createScanService({ db, cutOrders, factory, figures, depts, roles });
  // The production grid reads bundles through the cutting room's service and pieces through the read side.
  const production = createProductionService({ cutOrders, figures });
  // Wages read their totals through the read side, have the scans module mark the scans a settlement pays,
  // and read the factory's settings (rates shown to workers).
  const wages = createWageService({ db, factory, figures, scans, depts, roles });
  // Quality reads tickets and processes through the cutting room, who scanned what through scans, and a
  // style's final check through styles; its figures through the read side. A defect's deduction is a wage
  // adjustment, made through the wages module in the inspection's transaction.
  const quality = createQualityService({ db, cutOrders, scans, styles, factory, wages, figures });
  // Attendance reads the factory's settings, each department's shift and the figures' worker days.
  const attendance = createAttendanceService({ db, factory, figures, depts });
  // A line board reads its line's day through attendance and the figures.
  const board = createBoardService({ db, factory, depts, attendance, figures });
  const disputes = createDisputeService({ db, figures, depts });
  // Shipment orders read styles and customers through their services, finished pieces through the read side;
  // their carton labels go to the printers' queue.
  const shipments = createShipmentService({ db, styles, customers, figures, factory, printers });
  // The home dashboard reads its figures through the read side and owns no table.
  const dashboard = createDashboardService({ db, figures, factory, depts, onNotShippedCounted, log });
  // The server monitor owns its processes' table and reads no module: scans are counted from the HTTP figures.
  const monitor = createMonitorService({
    db,
    engine: engine.kind,
    processMonitor: processMonitor ?? createProcessMonitor({ version: APP_VERSION }),
    dirs: { dataDir: config.dataDir, backupDir: config.backup.dir },
    log,
    backups: { newest: () => backups.newest() },
  });

  // Backups of the whole installation (the platform operators'): a restore checks the operator's password
  // and writes its line into the platform's log.
  const backups = createBackupService({
    db,
    engine: backupEngineFor(engine, config.backup.pgBinDir),
    dataDir: config.dataDir,
    settings: config.backup,
    avatarDir: avatarDirOf(config.dataDir),
    maintenance,
    restart,
    users,
    attempts: { count: auth.countSignInAttempt, forgive: auth.forgiveSignInAttempt },
    logs,
    log,
  });

  // A factory's own data as it leaves: each area's workbook from the module that owns its tables.
  const factoryExport = createFactoryExportService({
    db,
    dataDir: config.dataDir,
    users,
    log,
    areas: {
      people: (auth, options) => people.workbook(auth, {}, options),
      styles: (auth, options) => styles.factoryWorkbook(auth, options),
      beds: (auth, options) => cutOrders.bedsWorkbook(auth, options),
      bundles: (auth, options) => cutOrders.bundlesWorkbook(auth, options),
      scans: (auth, options) => scans.workbook(auth, {}, options),
      wages: (auth, options) => wages.factoryWorkbook(auth, options),
      shipments: (auth, options) => shipments.workbook(auth, {}, options),
      'audit-log': (auth, options) => logs.workbook(auth, 'factory', {}, options),
    },
  });

  return {
    backups,
    factoryExport,
    figures,
    factory,
    factoryAdmin,
    auth,
    signIn,
    menus,
    dict,
    users,
    depts,
    roles,
    people,
    logs,
    online,
    customers,
    printers,
    styles,
    imports,
    cutOrders,
    scans,
    quality,
    attendance,
    board,
    disputes,
    production,
    wages,
    shipments,
    dashboard,
    monitor,
  };
}

export type Services = ReturnType<typeof createServices>;
