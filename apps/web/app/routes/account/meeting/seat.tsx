import { Code, linkTo, uploadTo, type TCallResponse } from '@huitang/contracts';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Select, Switch, Table } from 'antd';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/seat';
import { ConsolePage } from '../../../components/console/console-page';
import { useConsoleWrites } from '../../../components/console/use-console-writes';
import { SeatHall } from '../../../components/seat/seat-hall';
import { loadSeatPage } from '../../../loaders/seat-pages.server';
import { seatPagePath } from '../../../components/seat/seat-paths';
import { useSeatLook } from '../../../components/seat/use-seat-look';
import { uploadImport } from '../../../components/sign-up/upload-import';
import { FilePicker } from '../../../components/upload/file-picker';
import { pageTitle } from '../../../lib/page-title';
import { useSite } from '../../../lib/use-site';
import styles from '../../../components/seat/seat.module.css';
import { loadTexts } from '../../../i18n';

await loadTexts('onsite');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.console.menu.seat);

export const loader = ({ request, context }: Route.LoaderArgs) => loadSeatPage(request, context);

type TImport = TCallResponse<'/meeting/auth/meeting/user/seat/info/auto'> | null;

/**
 * /account/meeting/seat (SPEC "seat settings"): the current hall at a glance and what to do with it —
 * a new map from a template, the editor, automatic seating, attendees' own choice, the sheet out and
 * back in, the big screen, the printable plan and the earlier arrangements.
 */
export default function SeatSettings({ loaderData: { map, types } }: Route.ComponentProps) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  const { locale } = useSite();
  const revalidator = useRevalidator();
  const look = useSeatLook(map, types);
  const [auto, setAuto] = useState({ byType: true, unitTogether: true, fill: 'frontToBack' as const });
  const [imported, setImported] = useState<{ errors: { row: number; message: string }[] } | null>(null);
  const [autoResult, setAutoResult] = useState<TImport>(null);
  const page = (path: string) => seatPagePath(path, meetingId);
  const seatAutomatically = async () => {
    const reply = await run(() =>
      api.call('/meeting/auth/meeting/user/seat/info/auto', { meetingId, ...auto }),
    );
    if (reply) setAutoResult(reply.data);
  };
  const importSheet = async (file: File) => {
    setImported(null);
    const reply = await uploadImport(
      uploadTo('/meeting/auth/meeting/user/seat/info/import', { meetingId }),
      file,
      locale,
      () => undefined,
    );
    if (reply?.data) setImported(reply.data);
    if (reply?.code === Code.OK && reply.data?.errors.length === 0) await revalidator.revalidate();
  };

  return (
    <ConsolePage
      title={t('console.menu.seat')}
      lang={lang}
      extra={
        <a href={page('/seat/selectTemplate')}>
          <Button type="primary">{t('onsite.seats.chooseTemplate')}</Button>
        </a>
      }
    >
      {!map ? (
        <Alert type="info" showIcon title={t('onsite.seats.none')} />
      ) : (
        <>
          <div className={styles.actions}>
            <strong data-testid="seat-summary">
              {map.name} · {t('onsite.seats.summary', { seats: map.seats, taken: map.taken })}
            </strong>
            <label>
              <Switch
                checked={map.selfChoice}
                onChange={(selfChoice) =>
                  void run(() => api.call('/meeting/auth/meeting/seat/map/edit', { meetingId, selfChoice }))
                }
              />{' '}
              {t('onsite.seats.selfChoice')}
            </label>
          </div>
          <div className={styles.actions}>
            <a href={page('/seat')}>
              <Button>{t('onsite.seats.edit')}</Button>
            </a>
            <a href={page('/seat/big')} target="_blank" rel="noreferrer">
              <Button>{t('onsite.seats.bigScreen')}</Button>
            </a>
            <a href={page('/seat/sidebar')} target="_blank" rel="noreferrer">
              <Button>{t('onsite.seats.roster')}</Button>
            </a>
            <a href={page('/seat/previewSeat')}>
              <Button>{t('onsite.seats.preview')}</Button>
            </a>
            <a href={page('/seat/History')}>
              <Button>{t('onsite.seats.history')}</Button>
            </a>
            <a href={linkTo('/meeting/auth/meeting/user/seat/info/export', { meetingId })} download>
              <Button icon={<DownloadOutlined />}>{t('onsite.seats.export')}</Button>
            </a>
            <FilePicker accept=".xlsx" onFile={(file) => void importSheet(file)}>
              <Button icon={<UploadOutlined />}>{t('onsite.seats.import')}</Button>
            </FilePicker>
          </div>
          <div className={styles.muted}>{t('onsite.seats.importHint')}</div>
          {imported && imported.errors.length ? (
            <Table
              rowKey="row"
              size="small"
              dataSource={imported.errors}
              pagination={false}
              columns={[
                { title: t('onsite.seats.importRow'), dataIndex: 'row', width: 80 },
                { title: t('onsite.seats.importProblem'), dataIndex: 'message' },
              ]}
            />
          ) : null}
          <div className={styles.actions}>
            <Checkbox
              checked={auto.byType}
              onChange={(event) => setAuto({ ...auto, byType: event.target.checked })}
            >
              {t('onsite.seats.byType')}
            </Checkbox>
            <Checkbox
              checked={auto.unitTogether}
              onChange={(event) => setAuto({ ...auto, unitTogether: event.target.checked })}
            >
              {t('onsite.seats.unitTogether')}
            </Checkbox>
            <Select
              aria-label={t('onsite.seats.fill')}
              value={auto.fill}
              style={{ width: 140 }}
              onChange={(fill) => setAuto({ ...auto, fill })}
              options={(['frontToBack', 'backToFront'] as const).map((value) => ({
                value,
                label: t(`onsite.seats.${value}`),
              }))}
            />
            <Button loading={busy} onClick={() => void seatAutomatically()}>
              {t('onsite.seats.auto')}
            </Button>
            {autoResult ? <span>{t('onsite.seats.autoDone', autoResult)}</span> : null}
          </div>
          <SeatHall
            seats={map.seatList}
            kind={map.kind}
            toneOf={look.tone}
            zoneOf={look.zoneOf}
            titleOf={look.title}
          />
        </>
      )}
    </ConsolePage>
  );
}
