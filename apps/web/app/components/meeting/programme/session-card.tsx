import type { TGuest, TPlace, TSession } from '@huitang/contracts';
import { EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { textOf } from '../../console/lang-field';
import type { TItem } from './schedule-dialogs';
import type { TEditLang } from '../../console/use-console';
import styles from '../../console/console.module.css';

interface TProps {
  session: TSession;
  places: TPlace[];
  guests: TGuest[];
  lang: TEditLang;
  onEdit: () => void;
  onDelete: () => void;
  onAddItem: () => void;
  onEditItem: (item: TItem) => void;
  onDeleteItem: (item: TItem) => void;
}

function DeleteButton({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('console.deleteConfirm')}
      okText={t('console.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button type="link" danger size="small">
        {t('console.delete')}
      </Button>
    </Popconfirm>
  );
}

/** One session of the agenda in the console: its head, its talks and their speakers. */
export function SessionCard({ session, places, guests, lang, ...on }: TProps) {
  const { t } = useTranslation();
  const place = places.find((candidate) => candidate.id === session.placeId);
  const host = textOf(lang, session.host, session.hostEn);
  const speakers = (ids: number[]) =>
    ids
      .map((id) => guests.find((guest) => guest.id === id))
      .filter((guest) => guest !== undefined)
      .map((guest) => textOf(lang, guest.name, guest.nameEn))
      .join(t('common.listSeparator'));
  return (
    <article className={styles.session}>
      <div className={styles.sessionHead}>
        <span className={styles.sessionTime}>
          {session.startTime} - {session.endTime}
        </span>
        <span className={styles.sessionTitle}>{textOf(lang, session.title, session.titleEn)}</span>
        {place ? (
          <Tag icon={<EnvironmentOutlined />} color="blue">
            {textOf(lang, place.name, place.nameEn)}
          </Tag>
        ) : null}
        <Space size={0}>
          <Button type="link" size="small" icon={<PlusOutlined />} onClick={on.onAddItem}>
            {t('console.schedule.addItem')}
          </Button>
          <Button type="link" size="small" onClick={on.onEdit}>
            {t('console.edit')}
          </Button>
          <DeleteButton onConfirm={on.onDelete} />
        </Space>
      </div>
      {host ? (
        <div className={styles.sessionMeta}>
          {t('common.labelled', { label: t('console.schedule.host'), value: host })}
        </div>
      ) : null}
      {session.items.length > 0 ? (
        <ul className={styles.items}>
          {session.items.map((item) => (
            <li key={item.id} className={styles.item}>
              <span className={styles.itemTime}>
                {item.startTime} - {item.endTime}
              </span>
              <span className={styles.itemTitle}>
                {textOf(lang, item.title, item.titleEn)}
                {item.guestIds.length > 0 ? (
                  <span className={styles.muted}>
                    {t('common.inBrackets', { note: speakers(item.guestIds) })}
                  </span>
                ) : null}
              </span>
              <Button type="link" size="small" onClick={() => on.onEditItem(item)}>
                {t('console.edit')}
              </Button>
              <DeleteButton onConfirm={() => on.onDeleteItem(item)} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={`${styles.sessionMeta} ${styles.muted}`} style={{ paddingBottom: 10 }}>
          {t('console.schedule.noItems')}
        </div>
      )}
    </article>
  );
}
