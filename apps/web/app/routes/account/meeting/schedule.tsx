import type { TSession } from '@huitang/contracts';
import { BellOutlined, CalendarOutlined, FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/schedule';
import { serverApi } from '../../../api/server';
import { ConsolePage } from '../../../components/console/console-page';
import { meetingTitle } from '../../../components/meeting/console-title';
import { meetingIdOf } from '../../../loaders/meeting-id.server';
import { cataloguePath, icsPath } from '../../../components/meeting/paths';
import { lazyDialog } from '../../../components/forms/lazy-dialog';
import type { TItem } from '../../../components/meeting/programme/schedule-dialogs';
import { SessionCard } from '../../../components/meeting/programme/session-card';
import { useConsole } from '../../../components/console/use-console';
import { authedDataOf } from '../../../loaders/session.server';
import { useSubmit } from '../../../state/use-submit';
import { useAppServices } from '../../../state/app-services';
import styles from '../../../components/console/console.module.css';

// Loaded when first opened (components/forms/lazy-dialog.tsx).
const ReminderDialog = lazyDialog(
  () =>
    import('../../../components/meeting/programme/reminder-dialog').then((module) => module.ReminderDialog),
  (props) => props.open,
);
// The day, session and talk dialogs bring antd's date and time pickers, a select and the form (about
// 50 KB gzip); nobody needs them before pressing add or edit.
const scheduleDialogs = () => import('../../../components/meeting/programme/schedule-dialogs');
const DateDialog = lazyDialog(
  () => scheduleDialogs().then((module) => module.DateDialog),
  (props) => props.open,
);
const SessionDialog = lazyDialog(
  () => scheduleDialogs().then((module) => module.SessionDialog),
  (props) => props.open,
);
const ItemDialog = lazyDialog(
  () => scheduleDialogs().then((module) => module.ItemDialog),
  (props) => props.open,
);

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  meetingTitle(matches[0].loaderData, (texts) => texts.console.menu.schedule);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const api = serverApi(context);
  const query = { meetingId: meetingIdOf(request) };
  const [dates, places, guests, sessions, reminder] = await Promise.all([
    api.call('/meeting/auth/meeting/date/list', query),
    api.call('/meeting/auth/meeting/place/list', query),
    api.call('/meeting/auth/meeting/guest/list', query),
    api.call('/meeting/auth/meeting/session/list/meeting', query),
    api.call('/meeting/auth/meeting/session/get/reminder', query),
  ]);
  const of = <T,>(reply: Parameters<typeof authedDataOf<T>>[0]) => authedDataOf(reply, request, context);
  return {
    dates: of(dates),
    places: of(places),
    guests: of(guests),
    sessions: of(sessions),
    reminder: of(reminder),
  };
};

type TDialog =
  | { kind: 'date' }
  | { kind: 'reminder' }
  | { kind: 'session'; editing: TSession | null }
  | {
      kind: 'item';
      session: TSession;
      editing: TItem | null;
    };

/** /account/meeting/schedule: days, sessions per day and venue, talks with their speakers, reminders, exports. */
export default function Schedule({
  loaderData: { dates, places, guests, sessions, reminder },
}: Route.ComponentProps) {
  const { t } = useTranslation();
  const { meeting, lang } = useConsole();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const [modal, modalHolder] = Modal.useModal();
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const [chosenDate, setChosenDate] = useState<number | null>(null);
  const meetingId = meeting.id;
  const dateId = dates.some((date) => date.id === chosenDate) ? chosenDate : (dates[0]?.id ?? null);
  const close = () => setDialog(null);
  const done = async (write: Parameters<typeof run>[0]) => !!(await run(write));

  const removeDate = (id: number) =>
    void modal.confirm({
      type: 'warning',
      title: t('console.schedule.deleteDateTitle'),
      content: t('console.schedule.deleteDateConfirm'),
      okText: t('console.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => run(() => api.call('/meeting/auth/meeting/date/delete', { id })),
    });

  const daySessions = sessions.filter((session) => session.dateId === dateId);
  const exports = (
    <div className={styles.toolbarActions}>
      <Button icon={<BellOutlined />} onClick={() => setDialog({ kind: 'reminder' })}>
        {t('console.schedule.reminder.open')}
      </Button>
      <a href={cataloguePath(meetingId)} download>
        <Button icon={<FileExcelOutlined />}>{t('console.schedule.exportXlsx')}</Button>
      </a>
      <a href={icsPath(meetingId)} download>
        <Button icon={<CalendarOutlined />}>{t('console.schedule.exportIcs')}</Button>
      </a>
    </div>
  );

  return (
    <ConsolePage title={t('console.menu.schedule')} lang={lang} extra={exports}>
      {modalHolder}
      {dates.length === 0 ? (
        <Empty description={t('console.schedule.noDates')}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'date' })}>
            {t('console.schedule.addDate')}
          </Button>
        </Empty>
      ) : (
        <Tabs
          type="editable-card"
          activeKey={String(dateId)}
          onChange={(key) => setChosenDate(Number(key))}
          addIcon={
            <span aria-label={t('console.schedule.addDate')}>
              <PlusOutlined /> {t('console.schedule.addDate')}
            </span>
          }
          onEdit={(key, action) => {
            if (action === 'add') setDialog({ kind: 'date' });
            else removeDate(Number(key));
          }}
          items={dates.map((date) => ({ key: String(date.id), label: date.day }))}
        />
      )}
      {dateId !== null ? (
        <>
          <div className={styles.toolbar}>
            <span>{t('console.schedule.sessionCount', { count: daySessions.length })}</span>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'session', editing: null })}
            >
              {t('console.schedule.addSession')}
            </Button>
          </div>
          {daySessions.length === 0 ? <Empty description={t('console.schedule.noSessions')} /> : null}
          {daySessions.map((session) => (
            <SessionCard
              key={session.id}
              session={session}
              places={places}
              guests={guests}
              lang={lang}
              onEdit={() => setDialog({ kind: 'session', editing: session })}
              onDelete={() =>
                void run(() => api.call('/meeting/auth/meeting/session/delete', { id: session.id }))
              }
              onAddItem={() => setDialog({ kind: 'item', session, editing: null })}
              onEditItem={(item) => setDialog({ kind: 'item', session, editing: item })}
              onDeleteItem={(item) =>
                void run(() => api.call('/meeting/auth/meeting/session/schedule/delete', { id: item.id }))
              }
            />
          ))}
        </>
      ) : null}
      <ReminderDialog
        open={dialog?.kind === 'reminder'}
        busy={busy}
        lang={lang}
        meetingId={meetingId}
        reminder={reminder}
        dates={dates}
        sessions={sessions}
        onCancel={close}
        onSubmit={(values) =>
          done(() => api.call('/meeting/auth/meeting/session/save/reminder', { ...values, meetingId }))
        }
      />
      <DateDialog
        open={dialog?.kind === 'date'}
        busy={busy}
        onCancel={close}
        onSubmit={(day) => done(() => api.call('/meeting/auth/meeting/date/save', { meetingId, day }))}
      />
      <SessionDialog
        open={dialog?.kind === 'session'}
        busy={busy}
        lang={lang}
        places={places}
        editing={dialog?.kind === 'session' ? dialog.editing : null}
        onCancel={close}
        onSubmit={(values) =>
          done(() =>
            api.call('/meeting/auth/meeting/session/save', {
              ...values,
              meetingId,
              dateId: (dialog?.kind === 'session' ? dialog.editing?.dateId : undefined) ?? dateId ?? 0,
              id: dialog?.kind === 'session' ? dialog.editing?.id : undefined,
            }),
          )
        }
      />
      <ItemDialog
        open={dialog?.kind === 'item'}
        busy={busy}
        lang={lang}
        guests={guests}
        session={dialog?.kind === 'item' ? dialog.session : null}
        editing={dialog?.kind === 'item' ? dialog.editing : null}
        onCancel={close}
        onSubmit={(values) =>
          dialog?.kind === 'item'
            ? done(() =>
                api.call('/meeting/auth/meeting/session/schedule/save', {
                  ...values,
                  meetingId,
                  sessionId: dialog.session.id,
                  id: dialog.editing?.id,
                }),
              )
            : Promise.resolve(false)
        }
      />
    </ConsolePage>
  );
}
