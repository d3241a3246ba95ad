import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, fastifyTrustProxy } from './config';
import { type Database, transactional } from './db/client';
import { appSettingsRoutes } from './modules/app-settings/routes';
import { authRoutes } from './modules/auth/routes';
import { deptRoutes } from './modules/depts/routes';
import { createDeptService } from './modules/depts/service';
import { logRoutes } from './modules/audit/routes';
import { createLogService } from './modules/audit/service';
import { dictRoutes } from './modules/dict/routes';
import { createDictService } from './modules/dict/service';
import { factoryRoutes } from './modules/factory/routes';
import { createFactoryService } from './modules/factory/service';
import { menuRoutes } from './modules/menus/routes';
import { createMenuService } from './modules/menus/service';
import { onlineRoutes } from './modules/online/routes';
import { createOnlineService } from './modules/online/service';
import { peopleRoutes } from './modules/people/routes';
import { createPeopleService } from './modules/people/service';
import { roleRoutes } from './modules/roles/routes';
import { createRoleService } from './modules/roles/service';
import { avatarDirOf } from './modules/users/avatar';
import { avatarFileRoutes } from './modules/users/avatar-file-routes';
import { userRoutes } from './modules/users/routes';
import { createUserService } from './modules/users/service';
import { createAuthService } from './modules/auth/service';
import { cutOrderRoutes } from './modules/cut-orders/routes';
import { createCutOrderService } from './modules/cut-orders/service';
import { DashboardFeed, marksDashboardChanges } from './modules/dashboard/feed';
import { dashboardRoutes } from './modules/dashboard/routes';
import { createDashboardService } from './modules/dashboard/service';
import { customerRoutes } from './modules/customers/routes';
import { createCustomerService } from './modules/customers/service';
import { styleRoutes } from './modules/styles/routes';
import { createStyleService } from './modules/styles/service';
import { productionRoutes } from './modules/production/routes';
import { createProductionService } from './modules/production/service';
import { createFinishedPieces } from './modules/production/finished';
import { scanRoutes } from './modules/scans/routes';
import { createScanFigures } from './modules/scans/figures-service';
import { createScanService } from './modules/scans/service';
import { shipmentRoutes } from './modules/shipments/routes';
import { createShipmentService } from './modules/shipments/service';
import { createShippedFigures } from './modules/shipments/shipped-figures';
import { wageRoutes } from './modules/wages/routes';
import { createWageService } from './modules/wages/service';
import { healthRoutes } from './modules/health/routes';
import { appVersionPlugin } from './plugins/app-version';
import { auditPlugin } from './plugins/audit';
import { authPlugin, type RouteAccess } from './plugins/auth';
import { errorsPlugin, sendError } from './plugins/errors';
import { requestTextPlugin } from './plugins/request-text';
import { securityHeadersPlugin } from './plugins/security-headers';
import { swaggerPlugin } from './plugins/swagger';
import { webPlugin } from './plugins/web';

export type AppDeps = { config: Config; database: Database; secret: string };

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** Never log secrets: tokens travel in the Authorization header, passwords in bodies (which are not logged). */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '[redacted]',
    },
  };
}

/** Builds the whole application without listening, so tests can drive it with `inject` or real HTTP. */
export async function buildApp(
  { config, database, secret }: AppDeps,
  logger: FastifyServerOptions['logger'] = loggerOptions(config.logLevel),
) {
  const app = Fastify({
    logger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A request whose body trickles in (or never comes) is answered 408 and its socket closed: thousands of
    // stalled uploads cannot hold the process's connections and memory.
    requestTimeout: config.requestTimeoutSeconds * 1000,
    // Node checks that limit only every 30 s; a socket silent for as long is closed at once.
    connectionTimeout: config.requestTimeoutSeconds * 1000,
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
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'a path parameter is too long' : 'the URL is malformed',
      );
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(requestTextPlugin);
  await app.register(swaggerPlugin);
  await app.register(appVersionPlugin, { minimum: config.minAppVersion });
  await app.register(healthRoutes, { database });

  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);
  // Everything under /auth and /api needs a session unless a route says `public`.
  await app.register(async (api) => {
    // Services see the request's transaction when a write runs in one (the audit plugin opens it).
    const db = transactional(database.db);
    await api.register(authPlugin, {
      db: database.db,
      routeAccess,
      cache: { seconds: config.authCacheSeconds, database },
    });
    await api.register(auditPlugin, { db });
    // Open dashboards hear of every write that moves their figures (scans, shipments, beds), from any server
    // process, through NOTIFY: the write's cost is a Set insert once it is answered.
    const dashboardFeed = new DashboardFeed(database.db, api.log);
    await dashboardFeed.start(database);
    api.addHook('onResponse', marksDashboardChanges(dashboardFeed));
    const authService = createAuthService({
      db,
      secret,
      captchaFixedAnswer: config.captchaFixedAnswer,
      throttle: config.loginThrottle,
      captchaMaxPerMinute: config.captchaMaxPerMinute,
    });
    // Expired captchas, sessions and sign-in counters are purged at start and then periodically.
    let housekeeping: ReturnType<typeof authService.startHousekeeping> | undefined;
    api.addHook('onReady', async () => {
      housekeeping = authService.startHousekeeping(config.housekeepingIntervalMinutes, (error) =>
        api.log.error({ err: error }, 'could not purge expired rows'),
      );
      await housekeeping.first;
    });
    api.addHook('onClose', async () => housekeeping?.stop());
    await api.register(authRoutes, { service: authService });
    await api.register(appSettingsRoutes, { settings: config.shell });
    await api.register(menuRoutes, { service: createMenuService({ db }) });
    await api.register(dictRoutes, { service: createDictService({ db }) });
    await api.register(factoryRoutes, { service: createFactoryService({ db }) });
    await api.register(userRoutes, {
      service: createUserService({ db, avatarDir: avatarDirOf(config.dataDir) }),
    });
    await api.register(deptRoutes, { service: createDeptService({ db }) });
    await api.register(roleRoutes, { service: createRoleService({ db }) });
    await api.register(peopleRoutes, { service: createPeopleService({ db }) });
    await api.register(logRoutes, { service: createLogService({ db }) });
    await api.register(onlineRoutes, { service: createOnlineService({ db }) });
    // Cutting reads styles through this service (forCutting), as other modules do not touch its tables.
    const styleService = createStyleService({ db });
    const customerService = createCustomerService({ db });
    await api.register(customerRoutes, { service: customerService });
    await api.register(styleRoutes, { service: styleService });
    const cutOrderService = createCutOrderService({
      db,
      secret,
      styles: styleService,
      factory: createFactoryService({ db }),
    });
    await api.register(cutOrderRoutes, { service: cutOrderService });
    // Scans read tickets, bundles and process snapshots through the cutting room's service.
    const scanService = createScanService({
      db,
      cutOrders: cutOrderService,
      factory: createFactoryService({ db }),
    });
    await api.register(scanRoutes, { service: scanService });
    // The production grid reads bundles through the cutting room's service and pieces through the scans'.
    await api.register(productionRoutes, {
      service: createProductionService({ cutOrders: cutOrderService, scans: scanService }),
    });
    // Wages sum scans and adjustments in SQL and read the factory's settings (rates shown to workers).
    await api.register(wageRoutes, {
      service: createWageService({ db, factory: createFactoryService({ db }) }),
    });
    // Shipment orders read styles and customers through their services, finished pieces through production's.
    await api.register(shipmentRoutes, {
      service: createShipmentService({
        db,
        styles: styleService,
        customers: customerService,
        finished: createFinishedPieces({ db }),
      }),
    });
    // The home dashboard reads scans' and shipments' figures through their modules and owns no table.
    const dashboardService = createDashboardService({
      db,
      scans: createScanFigures({ db }),
      shipped: createShippedFigures({ db }),
      factory: createFactoryService({ db }),
      onNotShippedCounted: (factoryId) => dashboardFeed.tellLocal(factoryId),
      log: api.log,
    });
    dashboardFeed.onHeard((factoryId) => dashboardService.changed(factoryId));
    api.addHook('onClose', async () => {
      await dashboardService.settled();
      await dashboardFeed.stop();
    });
    await api.register(dashboardRoutes, {
      service: dashboardService,
      feed: dashboardFeed,
      sessionAlive: (token) => api.sessionAlive(token),
    });
  });

  await app.register(avatarFileRoutes, { dir: avatarDirOf(config.dataDir) });
  await app.register(webPlugin, { root: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
