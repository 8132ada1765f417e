import type { TPlace, TReplay } from '@huitang/contracts';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { chinaClock } from '../meeting/china-time';
import { clockOf } from './replay-list';
import styles from './live.module.css';

const COLOURS = { recording: 'red', processing: 'blue', ready: 'green', failed: 'default' } as const;

/** The console's replays: every recording of the meeting's venues, what became of it, and why not. */
export function ReplayTable({ replays, places }: { replays: TReplay[]; places: TPlace[] }) {
  const { t } = useTranslation();
  const placeName = new Map(places.map((place) => [place.id, place.name]));
  return (
    <section className={styles.replays}>
      <h2>{t('live.console.replays')}</h2>
      <Table<TReplay>
        rowKey="id"
        dataSource={replays}
        pagination={false}
        locale={{ emptyText: t('live.console.noReplays') }}
        columns={[
          {
            title: t('live.console.replayTitle'),
            key: 'title',
            render: (_, replay) =>
              replay.status === 'ready' ? (
                <a href={replay.fileUrl} target="_blank" rel="noopener noreferrer">
                  {replay.title}
                </a>
              ) : (
                replay.title
              ),
          },
          {
            title: t('live.console.venue'),
            key: 'venue',
            width: 160,
            render: (_, r) => placeName.get(r.placeId),
          },
          {
            title: t('live.console.status'),
            key: 'status',
            width: 260,
            render: (_, replay) => (
              <>
                <Tag color={COLOURS[replay.status]}>{t(`live.replayStatus.${replay.status}`)}</Tag>
                {replay.status === 'failed' ? <span className={styles.failed}>{replay.error}</span> : null}
              </>
            ),
          },
          {
            title: t('live.console.duration'),
            key: 'duration',
            width: 100,
            render: (_, replay) => (replay.status === 'ready' ? clockOf(replay.durationSeconds) : ''),
          },
          {
            title: t('live.console.recordedAt'),
            key: 'at',
            width: 170,
            render: (_, r) => chinaClock(r.gmtCreate),
          },
        ]}
      />
    </section>
  );
}
