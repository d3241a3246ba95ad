/** The styles module's public face: styles and their processes (the piece rates). */
export { styleRoutes } from './routes';
export {
  createStyleService,
  insertStyle,
  processExportColumns,
  STYLE_MESSAGES,
  type StyleForCutting,
  type StyleService,
} from './service';
