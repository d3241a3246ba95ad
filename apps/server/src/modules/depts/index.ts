/** The departments module's public face, with the data scope (which departments a caller may see). */
export { deptRoutes } from './routes';
export { canSee, createDeptService, DEPT_MESSAGES, type DeptService, type VisibleDepts } from './service';
