import type { ReactNode } from 'react';
import { usePermissionGuard } from '@/lib/permission';

interface PermissionProps {
  /** Role codes or permission strings, e.g. `['admin', 'user:add']`; the user needs one of them. */
  roles: readonly string[];
  children: ReactNode;
}

/** Renders its children only for a user who passes the guard (upstream's `v-permission`). */
export function Permission({ roles, children }: PermissionProps) {
  return usePermissionGuard(roles) ? children : null;
}
