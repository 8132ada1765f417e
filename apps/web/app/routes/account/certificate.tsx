import { linkTo, type TCallResponse } from '@huitang/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Empty, Table, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/certificate';
import { serverApi } from '../../api/server';
import { PageTitle } from '../../components/account/page-title';
import { pageTitle } from '../../lib/page-title';
import { authedDataOf } from '../../loaders/session.server';
import { PHONE_READY } from '../../lib/phone';
import { loadTexts } from '../../i18n';
import { chinaDay } from '@huitang/contracts/china-time';

await loadTexts('onsite');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.certificates);

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  certificates: authedDataOf(
    await serverApi(context).call('/meeting/auth/certificate/record/my', {}),
    request,
    context,
  ),
});

type TMine = TCallResponse<'/meeting/auth/certificate/record/my'>[number];
/** /account/certificate (SPEC personal centre "certificate"): the certificates issued to my mobile, as PDFs. */
export default function MyCertificates({ loaderData: { certificates } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('menu.certificates')} />
      {certificates.length === 0 ? (
        <Empty description={t('onsite.certificates.mineEmpty')} />
      ) : (
        <Table<TMine>
          rowKey="id"
          dataSource={certificates}
          pagination={false}
          columns={[
            { title: t('onsite.certificates.meeting'), dataIndex: 'meetingName' },
            { title: t('onsite.certificates.serial'), dataIndex: 'serial' },
            { title: t('onsite.certificates.hours'), dataIndex: 'hours', width: 80 },
            {
              title: t('onsite.certificates.issuedAt'),
              key: 'issuedAt',
              render: (_, row) => chinaDay(row.issuedAt),
            },
            {
              title: t('common.actions'),
              key: 'download',
              render: (_, row) =>
                row.revokedAt ? (
                  <Tooltip title={t('onsite.certificates.revokedBecause', { reason: row.revokeReason })}>
                    <Tag color="red">{t('onsite.certificates.revokedTag')}</Tag>
                  </Tooltip>
                ) : (
                  <a href={linkTo('/meeting/auth/certificate/record/pdf', { id: row.id })} download>
                    <Button icon={<DownloadOutlined />}>{t('onsite.certificates.download')}</Button>
                  </a>
                ),
            },
          ]}
        />
      )}
    </>
  );
}
