/** The certificates module's public face: the installation authority's certificate for phones. */
export { certificateRoutes } from './routes';
