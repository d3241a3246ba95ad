import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { openEventStreamCount } from '../../lib/event-stream';

/** The histogram of answered requests that GET /metrics exposes. */
export const HTTP_DURATION_METRIC = 'http_request_duration_seconds';

/**
 * The app's own Prometheus registry (never prom-client's global one, so two apps in one test process keep
 * apart): Node's default process metrics, the requests' durations by method, route pattern and status class,
 * and the open event streams. Made only when METRICS_TOKEN turns GET /metrics on.
 */
export function createPrometheus() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: HTTP_DURATION_METRIC,
    help: 'Time to answer an HTTP request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'gbo_event_streams_open',
    help: 'Server-sent event streams this process holds open (dashboards, line boards)',
    registers: [registry],
    collect() {
      this.set(openEventStreamCount());
    },
  });
  return {
    observe(method: string, route: string, status: number, ms: number) {
      duration.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, ms / 1000);
    },
    contentType: registry.contentType,
    text: () => registry.metrics(),
  };
}

export type Prometheus = ReturnType<typeof createPrometheus>;
