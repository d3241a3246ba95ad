import { useLocation, useNavigate } from 'react-router';
import { REDIRECT_PREFIX } from '@/layout/routes/shell-routes';

/** Shows the current page anew, through the refresh helper route (docs/specification.md §2, screens and routes), as upstream did. */
export function useReloadView(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => void navigate(`${REDIRECT_PREFIX}${pathname}${search}`, { replace: true });
}
