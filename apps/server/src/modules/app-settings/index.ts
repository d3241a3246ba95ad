/** The app-settings module's public face: the shell settings the web app reads before sign-in. */
export { appSettingsRoutes } from './routes';
