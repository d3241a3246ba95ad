import { createHashRouter } from 'react-router';
import { createRoutes, routerOptions } from '@/app/routes';
import { bindNavigation } from '@/lib/navigation';

/** Hash routing (docs/specification.md §2, screens and routes). */
export const router = createHashRouter(createRoutes(), routerOptions);

// A 403 answer sends the user to /401 (docs/specification.md §6, roles and permissions) through the router, as a link would.
bindNavigation((path) => void router.navigate(path));
