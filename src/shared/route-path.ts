/** One spelling per route, for comparing paths: decoded, without a trailing slash ('/' stays '/'). */
export function normalizeRoute(path: string): string {
  let p = path;
  try { p = decodeURI(p); } catch { /* keep as written */ }
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}
