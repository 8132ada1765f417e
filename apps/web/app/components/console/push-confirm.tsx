import { MeetingStatus } from '@huitang/contracts';
import { Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface TPushAsked {
  meeting: { id: number; meetingStatus: number };
}

export interface TPushConfirmProps {
  asked: TPushAsked | null;
  onPush: (meeting: TPushAsked['meeting']) => Promise<unknown>;
}

/** The list/delist confirmation of usePushMeeting, loaded on its first press: one confirm per press. */
export function PushConfirm({ asked, onPush }: TPushConfirmProps) {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const shown = useRef<TPushAsked | null>(null);

  useEffect(() => {
    if (!asked || shown.current === asked) return;
    shown.current = asked;
    const listed = asked.meeting.meetingStatus === MeetingStatus.LISTED;
    void modal.confirm({
      type: 'warning',
      title: t('console.header.confirmTitle'),
      content: listed ? t('console.header.confirmDelist') : t('console.header.confirmList'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => onPush(asked.meeting),
    });
  }, [asked, modal, onPush, t]);

  return holder;
}
