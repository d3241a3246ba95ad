/** The health check's public face. */
export { healthRoutes } from './routes';
