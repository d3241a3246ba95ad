/** The audit module's public face: the audit log's service and routes, and its writer for the audit plugin. */
export { redactParams } from './redact';
export { logRoutes } from './routes';
export { type AuditEntry, createLogService, LOG_MESSAGES, type LogKind, type LogService } from './service';
