import { requirePermission, requirePlatformAdmin } from './auth';

/**
 * preHandlers for the platform's own screens (factories) and the catalogues every factory shares (menus,
 * dictionaries): only a platform operator may act,
 * and the permission string names the action as eladmin's `@el.check` does.
 */
export const platformOnly = (permission: string) => [requirePlatformAdmin, requirePermission(permission)];
