/** The roles module's public face: roles, what they may do, and the roles every factory starts with. */
export { type DefaultRoleCode, createDefaultRoles } from './default-roles';
export { roleRoutes } from './routes';
export { createRoleService, ROLE_MESSAGES, type RoleService } from './service';
