import { Navigate, useLocation, useParams } from 'react-router';

/** The refresh helper (docs/specification.md §2, screens and routes): `/redirect/<path>` replaces itself with `/<path>`, which mounts anew. */
export function RedirectPage() {
  const { '*': path = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${path}${search}`} replace />;
}
