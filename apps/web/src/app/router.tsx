import { createHashRouter } from 'react-router';
import { createRoutes, routerOptions } from '@/app/routes';
import { bindNavigation } from '@/lib/navigation';

/** Hash routing (spec §2). */
export const router = createHashRouter(createRoutes(), routerOptions);

// A 403 answer sends the user to /401 (spec §6) through the router, as a link would.
bindNavigation((path) => void router.navigate(path));
