import type { TWatcher } from '@huitang/contracts';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../responsive-table';
import { chinaClock } from '@huitang/contracts/china-time';
import { watchColumns } from './columns';

/** Who watched, longest first: signed-in people by name, anonymous viewers by their short id. */
export function WatchersTable({ rows }: { rows: TWatcher[] }) {
  const { t } = useTranslation();
  return (
    <ResponsiveTable<TWatcher>
      rowKey="person"
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: t('liveStats.noWatch') }}
      columns={[
        {
          title: t('liveStats.name'),
          key: 'name',
          render: (_, row) =>
            row.anonymous ? t('liveStats.anonymous', { id: row.person.slice(1) }) : row.name,
        },
        { title: t('liveStats.mobile'), dataIndex: 'mobile', width: 130 },
        { title: t('liveStats.unit'), dataIndex: 'unit' },
        ...watchColumns<TWatcher>(t, { viewers: false }),
        {
          title: t('liveStats.firstAt'),
          key: 'first',
          width: 150,
          render: (_, row) => chinaClock(row.firstAt),
        },
        { title: t('liveStats.lastAt'), key: 'last', width: 150, render: (_, row) => chinaClock(row.lastAt) },
      ]}
    />
  );
}
