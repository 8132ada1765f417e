import { MeetingStatus } from '@huitang/contracts';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../lib/use-submit';
import { useAppServices } from '../../state/app-services';

/**
 * Listing and delisting a meeting (SPEC 4): confirm 确认上架/下架该会议? under the title 提示 as a
 * warning; the server answers 上架成功 / 下架成功 and the page reloads with the new status.
 * Render `holder` once in the page.
 */
export const usePushMeeting = () => {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const [modal, holder] = Modal.useModal();

  const toggle = (meeting: { id: number; meetingStatus: number }) => {
    const listed = meeting.meetingStatus === MeetingStatus.LISTED;
    void modal.confirm({
      type: 'warning',
      title: t('console.header.confirmTitle'),
      content: listed ? t('console.header.confirmDelist') : t('console.header.confirmList'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () =>
        run(() =>
          api.call('/meeting/auth/meeting/info/push', {
            id: meeting.id,
            meetingStatus: listed ? MeetingStatus.DELISTED : MeetingStatus.LISTED,
          }),
        ),
    });
  };

  return { busy, toggle, holder };
};
