import contentRoutes from 'virtual:entix/routes';
import { normalizeRoute } from '../../shared/route-path.ts';

/** Every content route (both locales), for isPagePath: `/docs/nginx.conf` is a page if it is here. */
export const routeTable: ReadonlySet<string> = new Set(contentRoutes.map((r) => normalizeRoute(r.path)));
