import { Alert, Button, Modal, Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../state/use-submit';
import { useAppServices } from '../../../state/app-services';
import { useApiData, useReloadWhile } from '../../../state/use-api-data';
import { ChannelPush } from '../../live/channel-push';

const STATUS_COLOURS = { live: 'red', reconnecting: 'orange', idle: 'default' } as const;
/** How often the dialog asks whether the lesson is on air while it is open. */
const REFRESH_MS = 5000;

/**
 * A live lesson's push address and key for its lecturer (opened the first time they look), whether it
 * is on air, and a new key on demand.
 */
export function LiveChannelDialog({ periodId, onClose }: { periodId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const read = useApiData('/course/auth/live/channel', periodId === null ? null : { periodId }, {
    handleErrors: false,
  });
  const { data: channel, reload, replace } = read;

  useReloadWhile(periodId !== null, REFRESH_MS, reload);

  const resetKey = async () => {
    if (periodId === null) return;
    const reply = await run(() => api.call('/course/auth/live/channel/token', { periodId }));
    if (reply) replace(reply.data);
  };

  return (
    <Modal
      open={periodId !== null}
      title={t('course.live.pushTitle')}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      {channel ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space>
            {t('live.console.status')}
            <Tag color={STATUS_COLOURS[channel.status]} data-testid="lesson-status">
              {t(`live.status.${channel.status}`)}
            </Tag>
          </Space>
          {channel.pushUrl ? (
            <ChannelPush channel={channel} />
          ) : (
            <Alert type="warning" showIcon title={t('live.console.ingestOff')} />
          )}
          <p>{channel.recorded ? t('course.live.recordedHint') : t('course.live.notRecorded')}</p>
          <Popconfirm
            title={t('live.console.resetConfirm')}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() => void resetKey()}
          >
            <Button disabled={busy}>{t('live.console.resetKey')}</Button>
          </Popconfirm>
        </Space>
      ) : null}
    </Modal>
  );
}
