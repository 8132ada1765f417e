import type { Route } from './+types/home';
import { listOf, serverApi } from '../api/server';
import { AdvCarousel } from '../components/home/adv-carousel';
import { ZoneSection } from '../components/home/zone-section';

export { RouteErrorBoundary as ErrorBoundary } from '../components/error/error-page';

export const loader = async ({ context }: Route.LoaderArgs) => {
  const api = serverApi(context);
  const [advs, zones] = await Promise.all([
    api.call('/system/api/adv/list', { platShow: 1 }),
    api.call('/system/api/zone/list', {}),
  ]);
  return { advs: listOf(advs), zones: listOf(zones) };
};

/** Home (/ and /index): each section shows only when it has content (no invented content). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { advs, zones } = loaderData;
  return (
    <>
      {advs.length > 0 ? <AdvCarousel advs={advs} /> : null}
      {zones.length > 0 ? <ZoneSection zones={zones} /> : null}
    </>
  );
}
