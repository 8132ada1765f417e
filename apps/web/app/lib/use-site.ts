import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

/** The root loader's data: site settings, navigation, the visitor. Present on every page. */
export const useSite = () => {
  const site = useRouteLoaderData<typeof loader>('root');
  if (!site) throw new Error('useSite outside the root route');
  return site;
};
