import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { durationText } from './duration';

/** The columns every watch table shows: viewers (where rows add people up), times watched and time watched. */
export const watchColumns = <T extends { sessions: number; seconds: number; viewers?: number }>(
  t: TFunction,
  { viewers }: { viewers: boolean },
): TableColumnsType<T> => [
  ...(viewers ? [{ title: t('liveStats.viewers'), dataIndex: 'viewers', width: 90 }] : []),
  { title: t('liveStats.sessions'), dataIndex: 'sessions', width: 90 },
  {
    title: t('liveStats.duration'),
    key: 'seconds',
    width: 130,
    render: (_: unknown, row: T) => durationText(t, row.seconds),
  },
];
