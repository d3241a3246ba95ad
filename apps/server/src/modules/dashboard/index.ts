/** The home dashboard's public face: its service, routes and the feed that tells open dashboards of changes. */
export { DashboardFeed, marksDashboardChanges } from './feed';
export { dashboardRoutes } from './routes';
export { createDashboardService, type DashboardService } from './service';
