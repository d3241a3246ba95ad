/**
 * The factory-admin module's public face: the platform's factory screens where a factory meets its people
 * (head counts, registering a factory with its first departments, roles and administrator).
 */
export { factoryAdminRoutes } from './routes';
export { createFactoryAdminService, DEFAULT_DEPTS, type FactoryAdminService } from './service';
