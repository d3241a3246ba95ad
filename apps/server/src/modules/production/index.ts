/** The production grid's public face. */
export { productionRoutes } from './routes';
export { createProductionService, type ProductionService } from './service';
