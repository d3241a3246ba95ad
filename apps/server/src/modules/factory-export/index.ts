/**
 * The factory-export module's public face (docs/design.md §15): a factory's own data as it leaves, a zip of
 * one workbook per area written in the background. It owns `factory_exports`; each area's workbook comes from
 * the module that owns that area's tables.
 */
export { factoryExportRoutes } from './routes';
export {
  type AreaWorkbook,
  createFactoryExportService,
  FACTORY_EXPORT_MESSAGES,
  type FactoryExportService,
} from './service';
