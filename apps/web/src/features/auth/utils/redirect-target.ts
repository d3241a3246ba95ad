const HOME = '/';

/**
 * Where to go after signing in, from the login page's query string. The guard encodes the path
 * (`?redirect=%2Fwork%2Flist%3Fa%3D1%26b%3D2`); upstream did not (`?redirect=/work/list?a=1&b=2`), which
 * splits the path's own query into extra parameters: those are appended back, as upstream's login page did.
 */
export function readRedirectTarget(search: string): string {
  const params = new URLSearchParams(search);
  const redirect = params.get('redirect');
  // Only paths inside the app: not `//host`, which a browser would read as another site.
  if (!redirect?.startsWith('/') || redirect.startsWith('//')) return HOME;
  params.delete('redirect');
  const extra = params.toString();
  if (!extra) return redirect;
  return `${redirect}${redirect.includes('?') ? '&' : '?'}${extra}`;
}
