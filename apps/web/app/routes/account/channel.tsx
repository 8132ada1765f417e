import { REFERRAL_CHANNEL_NAME_MAX, type TReferralChannel } from '@huitang/contracts';
import { Button, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/channel';
import { serverApi } from '../../api/server';
import { PageTitle } from '../../components/account/page-title';
import { ReferralShare } from '../../components/referral/referral-share';
import { ResponsiveTable } from '../../components/responsive-table';
import { loadTexts } from '../../i18n';
import { chinaTime } from '@huitang/contracts/china-time';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import { authedDataOf } from '../../loaders/session.server';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/referral/referral.module.css';

await loadTexts('referral');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.channel);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const reply = await serverApi(context).call('/user/auth/user/recommended/channel/list', {});
  return { channels: authedDataOf(reply, request, context) };
};

/** The channel being named: a new one (no id) or one of mine being renamed. */
interface TNaming {
  id?: number;
  channelName: string;
}

/**
 * /account/channel (SPEC personal centre: channel, decision 045): my referral channels — one code,
 * link and QR per place I share, each counting the registrations it brought; renamed or deleted here.
 */
export default function Channels({ loaderData: { channels } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const [naming, setNaming] = useState<TNaming | null>(null);
  const [shown, setShown] = useState<TReferralChannel | null>(null);
  const save = async () => {
    if (!naming) return;
    if (await run(() => api.call('/user/auth/user/recommended/channel/save', naming))) setNaming(null);
  };
  const remove = (id: number) => run(() => api.call('/user/auth/user/recommended/channel/delete', { id }));
  return (
    <>
      <PageTitle
        title={t('menu.channel')}
        extra={
          <Button type="primary" onClick={() => setNaming({ channelName: '' })}>
            {t('referral.addChannel')}
          </Button>
        }
      />
      <p className={styles.muted}>{t('referral.channelIntro')}</p>
      <ResponsiveTable<TReferralChannel>
        rowKey="id"
        dataSource={channels}
        pagination={false}
        locale={{ emptyText: t('referral.noChannels') }}
        columns={[
          { title: t('referral.channelName'), dataIndex: 'name' },
          { title: t('referral.code'), dataIndex: 'code' },
          { title: t('referral.registered'), dataIndex: 'registered' },
          { title: t('referral.created'), key: 'created', render: (_, row) => chinaTime(row.gmtCreate) },
          {
            title: t('referral.actions'),
            key: 'actions',
            render: (_, row) => (
              <Space size={12} wrap>
                <Button type="link" size="small" href={`/account/recommend?channel=${row.id}`}>
                  {t('referral.viewPeople')}
                </Button>
                <Button type="link" size="small" onClick={() => setShown(row)}>
                  {t('referral.showQr')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setNaming({ id: row.id, channelName: row.name })}
                >
                  {t('referral.rename')}
                </Button>
                <Popconfirm
                  title={t('referral.deleteConfirm', { name: row.name })}
                  okText={t('common.confirm')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => void remove(row.id)}
                >
                  <Button type="link" size="small" danger>
                    {t('referral.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={naming !== null}
        title={naming?.id ? t('referral.rename') : t('referral.addChannel')}
        okText={t('referral.save')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        onOk={() => void save()}
        onCancel={() => setNaming(null)}
        destroyOnHidden
      >
        <Input
          autoFocus
          value={naming?.channelName ?? ''}
          maxLength={REFERRAL_CHANNEL_NAME_MAX}
          aria-label={t('referral.channelName')}
          placeholder={t('referral.channelNamePlaceholder')}
          onChange={(event) => setNaming((now) => now && { ...now, channelName: event.target.value })}
          onPressEnter={() => void save()}
        />
      </Modal>
      <Modal
        open={shown !== null}
        title={shown?.name}
        footer={null}
        onCancel={() => setShown(null)}
        width={640}
      >
        {shown ? <ReferralShare code={shown.code} link={shown.link} title={t('referral.code')} /> : null}
      </Modal>
    </>
  );
}
