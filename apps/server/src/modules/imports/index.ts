/** The imports module's public face: Excel import of styles, processes, order quantities, customers and people. */
export { importRoutes } from './routes';
export { createImportService, type ImportService } from './service';
