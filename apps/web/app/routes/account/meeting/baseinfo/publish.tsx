import { MeetingStatus } from '@huitang/contracts';
import { Button, Descriptions, Tag } from 'antd';
import type { Route } from './+types/publish';
import { ConsolePage } from '../../../../components/console/console-page';
import { meetingTitle } from '../../../../components/meeting/console-title';
import { meetingDetailPath, previewHref } from '../../../../components/meeting/paths';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import { usePushMeeting } from '../../../../components/console/use-push';
import { useSite } from '../../../../lib/use-site';
import { chinaClock } from '@huitang/contracts/china-time';

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  meetingTitle(matches[0].loaderData, (texts) => texts.console.menu.publish);

/** /account/meeting/baseinfo/publish: whether the meeting is listed, since when, and where it lives. */
export default function Publish() {
  const { t, meeting, lang } = useConsoleWrites();
  const { web } = useSite();
  const push = usePushMeeting();
  const listed = meeting.meetingStatus === MeetingStatus.LISTED;
  const address =
    meeting.meetingDomain && web.orgCustomizeMainDomain
      ? `${meeting.meetingDomain}.${web.orgCustomizeMainDomain}`
      : meetingDetailPath(meeting.id);
  return (
    <ConsolePage title={t('console.menu.publish')} lang={lang}>
      {push.holder}
      <Descriptions column={1} bordered styles={{ label: { width: 160 } }}>
        <Descriptions.Item label={t('console.publish.status')}>
          {listed ? (
            <Tag color="green">{t('meeting.status.listed')}</Tag>
          ) : (
            <Tag>{t('meeting.status.delisted')}</Tag>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('console.publish.publishTime')}>
          {meeting.publishTime ? chinaClock(meeting.publishTime) : t('console.publish.never')}
        </Descriptions.Item>
        <Descriptions.Item label={t('console.publish.address')}>{address}</Descriptions.Item>
      </Descriptions>
      <p style={{ margin: '16px 0', color: 'var(--ht-text-2)' }}>
        {listed ? t('console.publish.listedNote') : t('console.publish.delistedNote')}
      </p>
      <div style={{ display: 'flex', gap: 12 }}>
        <Button
          type={listed ? 'default' : 'primary'}
          danger={listed}
          size="middle"
          loading={push.busy}
          onClick={() => push.toggle(meeting)}
        >
          {listed ? t('console.header.delist') : t('console.header.list')}
        </Button>
        <a href={previewHref(meeting, web.orgCustomizeMainDomain)} target="_blank" rel="noreferrer">
          <Button size="middle">{t('console.header.preview')}</Button>
        </a>
      </div>
    </ConsolePage>
  );
}
