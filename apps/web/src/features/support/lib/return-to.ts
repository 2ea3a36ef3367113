/**
 * Where a staff member goes after signing in when another staff page sent them here (the staging tools link
 * to /support?returnTo=%2Fstgtools). Only a path on this site: anything that could name another origin
 * ("//host", "/\\host", a scheme) is ignored, so the link cannot be turned into an open redirect.
 */
export function returnPathFrom(search: string): string | null {
  const value = new URLSearchParams(search).get('returnTo');
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
