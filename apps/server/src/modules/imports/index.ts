/** The imports module's public face: Excel import of styles, processes, order quantities and customers. */
export { importRoutes } from './routes';
export { createImportService, type ImportService } from './service';
