import type { TPlace, TReplay } from '@huitang/contracts';
import { Button, Popconfirm, Switch, Table, Tag, Typography } from 'antd';
import { useConsoleWrites } from '../console/use-console-writes';
import { chinaClock } from '@huitang/contracts/china-time';
import { clockOf } from './replay-list';
import styles from './live.module.css';

const COLOURS = { recording: 'red', processing: 'blue', ready: 'green', failed: 'default' } as const;

/**
 * The console's replays: every recording of the meeting's venues, what became of it and why not;
 * renamed in place, shown to visitors or hidden, deleted (with a confirmation) once finished.
 */
export function ReplayTable({ replays, places }: { replays: TReplay[]; places: TPlace[] }) {
  const { t, lang, api, busy, run } = useConsoleWrites();
  // The console's English switch (multilingual meetings) edits the English title, which may be cleared.
  const english = lang === 'en';
  const placeName = new Map(places.map((place) => [place.id, place.name]));
  const edit = (id: number, changes: { title?: string; titleEn?: string; published?: boolean }) =>
    void run(() => api.call('/meeting/auth/meeting/video/edit', { id, ...changes }));
  const finished = (replay: TReplay) => replay.status === 'ready' || replay.status === 'failed';
  return (
    <section className={styles.replays}>
      <Table<TReplay>
        rowKey="id"
        dataSource={replays}
        pagination={false}
        locale={{ emptyText: t('live.console.noReplays') }}
        columns={[
          {
            title: t('live.console.replayTitle'),
            key: 'title',
            render: (_, replay) => (
              <Typography.Text
                editable={{
                  tooltip: t(english ? 'live.console.renameEn' : 'live.console.rename'),
                  maxLength: english ? 120 : 60,
                  text: english ? replay.titleEn : replay.title,
                  onChange: (title) => {
                    if (english) {
                      if (title.trim() !== replay.titleEn) edit(replay.id, { titleEn: title.trim() });
                    } else if (title.trim() && title !== replay.title) edit(replay.id, { title });
                  },
                }}
              >
                {replay.status === 'ready' ? (
                  <a href={replay.fileUrl} target="_blank" rel="noopener noreferrer">
                    {(english && replay.titleEn) || replay.title}
                  </a>
                ) : (
                  (english && replay.titleEn) || replay.title
                )}
              </Typography.Text>
            ),
          },
          {
            title: t('live.console.venue'),
            key: 'venue',
            width: 150,
            render: (_, r) => placeName.get(r.placeId),
          },
          {
            title: t('live.console.status'),
            key: 'status',
            width: 140,
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
            width: 80,
            render: (_, replay) => (replay.status === 'ready' ? clockOf(replay.durationSeconds) : ''),
          },
          {
            title: t('live.console.recordedAt'),
            key: 'at',
            width: 150,
            render: (_, r) => chinaClock(r.gmtCreate),
          },
          {
            title: t('live.console.published'),
            key: 'published',
            width: 90,
            render: (_, replay) => (
              <Switch
                size="small"
                checked={replay.published}
                disabled={busy || replay.status !== 'ready'}
                aria-label={t('live.console.published')}
                onChange={(published) => edit(replay.id, { published })}
              />
            ),
          },
          {
            title: t('live.console.actions'),
            key: 'actions',
            width: 90,
            render: (_, replay) => (
              <Popconfirm
                title={t('live.console.deleteConfirm')}
                disabled={!finished(replay)}
                onConfirm={() =>
                  void run(() => api.call('/meeting/auth/meeting/video/delete', { id: replay.id }))
                }
              >
                <Button type="link" danger disabled={busy || !finished(replay)}>
                  {t('live.console.delete')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </section>
  );
}
