/** The factory module's public face: factories and their settings. */
export { factoryRoutes } from './routes';
export { createFactoryService, FACTORY_MESSAGES, type FactoryService } from './service';
