/** The server monitor's public face (docs/design.md §13). */
export { createProcessMonitor, type ProcessMonitor } from './process-monitor';
export { createPrometheus, HTTP_DURATION_METRIC, type Prometheus } from './prometheus';
export { metricsRoutes, monitorRoutes } from './routes';
export { createMonitorService, type MonitorService } from './service';
