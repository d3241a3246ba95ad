import { randomUUID } from 'node:crypto';
import { APP_VERSION } from '@gbo/contracts';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, fastifyTrustProxy } from './config';
import { type Database, transactional } from './db/client';
import { msg } from './lib/messages';
import { setPasswordCost } from './lib/password';
import { identityOf } from './lib/tls/certificates';
import { appSettingsRoutes } from './modules/app-settings';
import { certificateRoutes } from './modules/certificates';
import { authPlugin, authRoutes } from './modules/auth';
import { deptRoutes } from './modules/depts';
import { logRoutes, redactParams } from './modules/audit';
import { dictRoutes } from './modules/dict';
import { factoryRoutes } from './modules/factory';
import { factoryAdminRoutes } from './modules/factory-admin';
import { menuRoutes } from './modules/menus';
import { onlineRoutes } from './modules/online';
import { peopleRoutes } from './modules/people';
import { roleRoutes } from './modules/roles';
import { avatarDirOf, avatarFileRoutes, userRoutes } from './modules/users';
import { cutOrderRoutes } from './modules/cut-orders';
import { DashboardFeed, dashboardRoutes, marksDashboardChanges } from './modules/dashboard';
import { customerRoutes } from './modules/customers';
import { styleRoutes } from './modules/styles';
import { importRoutes } from './modules/imports';
import { productionRoutes } from './modules/production';
import { scanRoutes } from './modules/scans';
import { qualityRoutes } from './modules/quality';
import { attendanceRoutes } from './modules/attendance';
import { boardRoutes } from './modules/board';
import { disputeRoutes } from './modules/disputes';
import { shipmentRoutes } from './modules/shipments';
import { createPrintQueue, type PrintQueue, printerRoutes } from './modules/printers';
import { wageRoutes } from './modules/wages';
import { healthRoutes } from './modules/health';
import { backupRoutes } from './modules/backups';
import { factoryExportRoutes } from './modules/factory-export';
import { Maintenance } from './lib/maintenance';
import { maintenancePlugin } from './plugins/maintenance';
import { createProcessMonitor, createPrometheus, metricsRoutes, monitorRoutes } from './modules/monitor';
import { appVersionPlugin } from './plugins/app-version';
import { auditPlugin } from './plugins/audit';
import { compressionPlugin } from './plugins/compression';
import type { RouteAccess } from './plugins/auth';
import { errorsPlugin, sendError } from './plugins/errors';
import { requestSignalPlugin } from './plugins/request-signal';
import { requestTextPlugin } from './plugins/request-text';
import { securityHeadersPlugin } from './plugins/security-headers';
import { swaggerPlugin } from './plugins/swagger';
import { webPlugin } from './plugins/web';
import { createServices } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's print queue (tests wait for it to be idle). */
    printQueue: PrintQueue;
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  secret: string;
  /** The installation authority's certificate that phones trust for HTTPS (https-listener.ts); null: none. */
  caCertificate?: string | null;
  /**
   * Restarts the server in this process (server.ts), after a backup is restored; without it (tests of the
   * routes) restores are refused.
   */
  restart?: () => void;
};

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** Query parameters that carry a secret: a line board's display key (its event stream cannot send a header). */
const SECRET_QUERY = /([?&]key=)[^&#]*/g;

/** A request's URL as logged: secrets in its query string replaced. */
export const loggableUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/**
 * Never log secrets: tokens travel in the Authorization header, passwords in bodies (which are not logged),
 * a display key in the query string of its event stream.
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      // Fastify's own request fields, the URL without its secrets.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/**
 * Node's own limits on receiving a request: the headers and the whole request within the timeout, checked
 * often enough that a connection is closed within about a tenth of it past the limit (Node checks every 30 s
 * by default, so a 30 s limit held a trickling body for up to 60 s more).
 */
export function receiveTimeouts(seconds: number) {
  const ms = seconds * 1000;
  return {
    requestTimeout: ms,
    headersTimeout: ms,
    connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.round(ms / 10))),
  };
}

/** Builds the whole application without listening, so tests can drive it with `inject` or real HTTP. */
export async function buildApp(
  { config, database, secret, caCertificate = null, restart }: AppDeps,
  logger: FastifyServerOptions['logger'] = loggerOptions(config.logLevel),
) {
  setPasswordCost(config.passwordCostLog2);
  const app = Fastify({
    logger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A request whose headers or body trickle in (or never come) is answered 408 and its socket closed once
    // REQUEST_TIMEOUT_SECONDS have passed since it began, however steadily the bytes drip: thousands of stalled
    // uploads cannot hold the process's connections and memory. The limit is for receiving only: an answer
    // being sent (a large export to a slow reader) is never cut, so no idle timeout on the socket
    // (connectionTimeout) either.
    requestTimeout: config.requestTimeoutSeconds * 1000,
    http: receiveTimeouts(config.requestTimeoutSeconds),
    // A caller's request id is kept when it looks like one, so a request can be followed across services.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // A path parameter as long as a URL can be is still matched to its route, whose schema then says what is
    // wrong with it (past the default 100 characters the router fell through to the static files: a 403).
    routerOptions: { maxParamLength: 16_384 },
    // A URL the router cannot read (bad percent-encoding) is the caller's mistake, answered in the ApiError
    // shape like every other.
    frameworkErrors: (error, _request, reply) => {
      void sendError(
        reply,
        400,
        msg(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'request.paramTooLong' : 'request.malformedUrl'),
      );
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  // While a backup is restored, every request of the API answers 503 (plugins/maintenance.ts).
  const maintenance = new Maintenance();
  await app.register(maintenancePlugin, { maintenance });
  // Every answer is counted for the server monitor (and /metrics), by its route's pattern: registered before
  // any route, so it runs for all of them and for the answers no route gave (docs/design.md §13).
  const prometheus = config.metricsToken === null ? null : createPrometheus();
  const processMonitor = createProcessMonitor({ version: APP_VERSION, prometheus });
  app.addHook('onResponse', processMonitor.onResponse);
  // Before every route: it adds its hook to each route as it is declared.
  await app.register(compressionPlugin);
  await app.register(requestSignalPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(requestTextPlugin);
  await app.register(swaggerPlugin);
  await app.register(appVersionPlugin, { minimum: config.minAppVersion });
  await app.register(healthRoutes, { database });
  if (config.metricsToken !== null && prometheus) {
    await app.register(metricsRoutes, { token: config.metricsToken, prometheus });
  }

  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);
  // Every process sends print jobs to the label printers; a job goes out once whichever process claims it.
  const printQueue = createPrintQueue(database.db, database, app.log, config.printQueue);
  app.decorate('printQueue', printQueue);
  app.addHook('onReady', () => printQueue.start());
  app.addHook('onClose', () => printQueue.stop());
  // Everything under /auth and /api needs a session unless a route says `public`.
  await app.register(async (api) => {
    // Services see the request's transaction when a write runs in one (the audit plugin opens it).
    const db = transactional(database.db);
    const services = createServices({
      config,
      db,
      secret,
      log: api.log,
      // The feed is started below, before any request can count anything.
      onNotShippedCounted: (factoryId) => dashboardFeed.tellLocal(factoryId),
      engine: database.engine,
      maintenance,
      restart: restart ?? null,
      processMonitor,
    });
    await api.register(authPlugin, {
      db: database.db,
      routeAccess,
      cache: { seconds: config.authCacheSeconds, database },
      signIn: services.signIn,
    });
    await api.register(auditPlugin, { db, record: services.logs.record, redact: redactParams });
    // Open dashboards hear of every write that moves their figures (scans, shipments, beds), from any server
    // process, through NOTIFY: the write's cost is a Set insert once it is answered.
    const dashboardFeed = new DashboardFeed(database.db, api.log);
    await dashboardFeed.start(database);
    api.addHook('onResponse', marksDashboardChanges(dashboardFeed));
    // Expired captchas, sessions and sign-in counters are purged at start and then periodically.
    let housekeeping: ReturnType<typeof services.auth.startHousekeeping> | undefined;
    api.addHook('onReady', async () => {
      housekeeping = services.auth.startHousekeeping(config.housekeepingIntervalMinutes, (error) =>
        api.log.error({ err: error }, 'could not purge expired rows'),
      );
      await housekeeping.first;
    });
    api.addHook('onClose', async () => housekeeping?.stop());
    // Each process writes its heartbeat row for the server monitor from the start, and removes it when it stops.
    let heartbeat: ReturnType<typeof services.monitor.startHeartbeat> | undefined;
    api.addHook('onReady', async () => {
      heartbeat = services.monitor.startHeartbeat();
      await heartbeat.first;
    });
    api.addHook('onClose', async () => heartbeat?.stop());

    await api.register(authRoutes, { service: services.signIn });
    await api.register(appSettingsRoutes, {
      settings: config.shell,
      phoneAddressesFor: config.phoneAddressesFor,
      authority: caCertificate ? identityOf(caCertificate) : null,
    });
    await api.register(menuRoutes, { service: services.menus });
    await api.register(dictRoutes, { service: services.dict });
    // The factory's head counts and registration first: the API description lists its calls as it always has.
    await api.register(factoryAdminRoutes, { service: services.factoryAdmin });
    await api.register(factoryRoutes, { service: services.factory });
    await api.register(factoryExportRoutes, { service: services.factoryExport });
    api.addHook('onClose', () => services.factoryExport.close());
    await api.register(userRoutes, { service: services.users });
    await api.register(deptRoutes, { service: services.depts });
    await api.register(roleRoutes, { service: services.roles });
    await api.register(peopleRoutes, { service: services.people });
    await api.register(logRoutes, { service: services.logs });
    await api.register(onlineRoutes, { service: services.online });
    await api.register(customerRoutes, { service: services.customers });
    await api.register(printerRoutes, { service: services.printers });
    await api.register(styleRoutes, { service: services.styles });
    await api.register(importRoutes, { service: services.imports });
    await api.register(cutOrderRoutes, { service: services.cutOrders });
    await api.register(scanRoutes, { service: services.scans });
    await api.register(qualityRoutes, { service: services.quality });
    await api.register(attendanceRoutes, { service: services.attendance });
    await api.register(productionRoutes, { service: services.production });
    await api.register(wageRoutes, { service: services.wages });
    await api.register(disputeRoutes, { service: services.disputes });
    await api.register(shipmentRoutes, { service: services.shipments });
    dashboardFeed.onHeard((factoryId) => services.dashboard.changed(factoryId));
    api.addHook('onClose', async () => {
      await services.dashboard.settled();
      await dashboardFeed.stop();
    });
    await api.register(dashboardRoutes, {
      service: services.dashboard,
      feed: dashboardFeed,
      sessionAlive: (token) => api.sessionAlive(token),
    });
    await api.register(boardRoutes, { service: services.board, feed: dashboardFeed });
    await api.register(backupRoutes, { service: services.backups, uploadDir: config.backup.dir });
    // The daily backup, a restore's line for the restored log, and (on PostgreSQL, where other processes may
    // restore) maintenance announced by another process.
    let stopSchedule = () => undefined as void;
    let stopWatching: () => Promise<void> = async () => undefined;
    api.addHook('onReady', async () => {
      await services.backups.auditPending();
      stopSchedule = services.backups.startSchedule();
      stopWatching = await services.backups.watchOtherProcesses((channel, handlers) =>
        database.listen(channel, handlers),
      );
    });
    api.addHook('onClose', async () => {
      stopSchedule();
      await stopWatching();
      await services.backups.close();
    });
    await api.register(monitorRoutes, { service: services.monitor });
  });

  await app.register(avatarFileRoutes, { dir: avatarDirOf(config.dataDir) });
  await app.register(certificateRoutes, { caCertificate });
  await app.register(webPlugin, { root: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
