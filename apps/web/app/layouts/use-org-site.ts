import { useRouteLoaderData } from 'react-router';
import type { loader } from './organization';

/** The organisation layout's data for the pages inside it. */
export const useOrgSite = () => {
  const site = useRouteLoaderData<typeof loader>('layouts/organization');
  if (!site) throw new Error('useOrgSite outside the organization layout');
  return site;
};
