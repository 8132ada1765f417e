import { Code } from '@huitang/contracts';
import type { Route } from './+types/home';
import { listOf, serverApi } from '../api/server';
import { AdvCarousel } from '../components/home/adv-carousel';
import { ZoneSection } from '../components/home/zone-section';
import { MeetingSection } from '../components/meeting/meeting-section';
import { SHARED_SHELL } from '../lib/session/visitor';
import { PHONE_READY } from '../lib/phone';

export { RouteErrorBoundary as ErrorBoundary } from '../components/error/error-page';

/** The same page for everybody; a signed-in visitor's header is spliced in (lib/session/visitor.tsx). */
export const handle = { ...SHARED_SHELL, ...PHONE_READY };

export const loader = async ({ context }: Route.LoaderArgs) => {
  const api = serverApi(context);
  const [advs, zones, meetings] = await Promise.all([
    api.call('/system/api/adv/list', { platShow: 1 }),
    api.call('/system/api/zone/list', {}),
    api.call('/meeting/api/meeting/info/list', { pageCurrent: 1, pageSize: 8 }),
  ]);
  return {
    advs: listOf(advs),
    zones: listOf(zones),
    meetings: meetings.code === Code.OK ? meetings.data.list : [],
  };
};

/** Home (/ and /index): each section shows only when it has content (no invented content). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { advs, zones, meetings } = loaderData;
  return (
    <>
      {advs.length > 0 ? <AdvCarousel advs={advs} /> : null}
      {meetings.length > 0 ? <MeetingSection meetings={meetings} /> : null}
      {zones.length > 0 ? <ZoneSection zones={zones} /> : null}
    </>
  );
}
