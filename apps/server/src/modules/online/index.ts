/** The online-sessions module's public face. */
export { onlineRoutes } from './routes';
export { createOnlineService, ONLINE_MESSAGES, type OnlineService } from './service';
