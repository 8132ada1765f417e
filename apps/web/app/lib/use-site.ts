import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

/**
 * The root loader's data: site settings, navigation, the language. Present on every page. The
 * visitor is not read from here but from useVisitor (lib/visitor.tsx): a shared page's root data
 * was rendered for nobody.
 */
export const useSite = () => {
  const site = useRouteLoaderData<typeof loader>('root');
  if (!site) throw new Error('useSite outside the root route');
  const { user: _user, msgNum: _msgNum, ...settings } = site;
  return settings;
};
