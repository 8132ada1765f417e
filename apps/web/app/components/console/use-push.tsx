import { MeetingStatus } from '@huitang/contracts';
import { useState } from 'react';
import { lazyDialog } from '../forms/lazy-dialog';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import type { TPushAsked, TPushConfirmProps } from './push-confirm';

// antd's Modal (about 10 KB gzip) loads on the first press of list/delist, not with every console page.
const PushConfirm = lazyDialog<TPushConfirmProps>(
  () => import('./push-confirm').then((m) => m.PushConfirm),
  (props) => props.asked !== null,
);

/**
 * Listing and delisting a meeting (SPEC 4): confirm 确认上架/下架该会议? under the title 提示 as a
 * warning; the server answers 上架成功 / 下架成功 and the page reloads with the new status.
 * Render `holder` once in the page.
 */
export const usePushMeeting = () => {
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  // A new object on each press, so pressing again after a cancel asks again.
  const [asked, setAsked] = useState<TPushAsked | null>(null);

  const toggle = (meeting: TPushAsked['meeting']) => setAsked({ meeting });
  const push = (meeting: TPushAsked['meeting']) =>
    run(() =>
      api.call('/meeting/auth/meeting/info/push', {
        id: meeting.id,
        meetingStatus:
          meeting.meetingStatus === MeetingStatus.LISTED ? MeetingStatus.DELISTED : MeetingStatus.LISTED,
      }),
    );

  return { busy, toggle, holder: <PushConfirm asked={asked} onPush={push} /> };
};
