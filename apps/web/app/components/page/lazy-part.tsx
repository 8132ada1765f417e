import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from './browser-page';

/**
 * A part of a page that shows only once asked for (a tab other than the one a page opens on): its
 * code, often a form or table with widgets the rest of the page lacks, loads when it first shows,
 * not with the page (issue 45: first-load JavaScript). Meanwhile it shows the plain spinner.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Part {...props} />
      </Suspense>
    );
  };
}
