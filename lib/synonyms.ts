import { synonymRoutes } from '@/content/synonym-routes';

/** Whether an address is a synonym of another page (content/synonym-routes.ts): a redirect, not a page. */
export const isSynonym = (route: string) => Object.hasOwn(synonymRoutes, route);

/** The page an address stands for: its canonical page when it is a synonym, else itself. */
export const canonicalRoute = (route: string) => (isSynonym(route) ? synonymRoutes[route]! : route);
