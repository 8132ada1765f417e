import { Code, seatLabel } from '@huitang/contracts';
import { Alert, Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/select';
import { serverApi } from '../../api/server';
import { meetingIdOf } from '../../loaders/meeting-id.server';
import { SeatHall, type TSeatTone } from '../../components/seat/seat-hall';
import { PHONE_READY } from '../../lib/phone';
import { authedDataOf, requireUser } from '../../loaders/session.server';
import { useSite } from '../../lib/use-site';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/seat/seat.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('onsite');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.meetingName ?? '' }];

/** The attendee's places at the meeting and the hall as they may see it; why not, when they may not. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireUser(request, context);
  const meetingId = meetingIdOf(request);
  const api = serverApi(context);
  const [meeting, mine, hall] = await Promise.all([
    api.call('/meeting/api/meeting/info/view', { id: meetingId }),
    api.call('/meeting/auth/meeting/user/seat/info/get-self', { meetingId }),
    api.call('/meeting/auth/meeting/user/seat/info/hall', { meetingId }),
  ]);
  return {
    meetingId,
    meetingName: meeting.code === Code.OK ? meeting.data.meetingName : '',
    mine: authedDataOf(mine, request, context),
    hall: hall.code === Code.OK ? hall.data : null,
    refusal: hall.code === Code.OK ? '' : hall.msg,
  };
};

/**
 * /seat/select: an attendee chooses their own seat when the organiser allows it. Taken seats and
 * seats kept for another type cannot be picked; the server decides under its lock, so a seat taken
 * a moment earlier is answered as taken and the hall reloads.
 */
export default function SelectSeat({
  loaderData: { meetingId, meetingName, mine, hall, refusal },
}: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const [registrationId, setRegistrationId] = useState(mine[0]?.registrationId);
  const [picked, setPicked] = useState<number | null>(null);
  const me = mine.find((place) => place.registrationId === registrationId);
  if (!hall || !me)
    return (
      <main className={styles.page}>
        <h1 className={styles.title}>{t('onsite.seats.chooseTitle')}</h1>
        <Alert type="info" showIcon title={refusal || t('onsite.seats.noSeatYet')} />
      </main>
    );
  const seatOf = new Map(hall.seatList.map((seat) => [seat.id, seat]));
  const label = (seatId: number) => seatLabel(seatOf.get(seatId)!, hall.kind, locale);
  const choosable = (seatId: number) => {
    const seat = seatOf.get(seatId)!;
    return (
      !seat.blocked && seat.registrationId === null && (seat.typeId === null || seat.typeId === me.typeId)
    );
  };
  const tone = (seatId: number): TSeatTone => {
    const seat = seatOf.get(seatId)!;
    if (seatId === picked) return 'picked';
    if (seat.registrationId === me.registrationId) return 'mine';
    if (seat.registrationId !== null) return 'taken';
    return choosable(seatId) ? 'free' : 'blocked';
  };
  const choose = async () => {
    if (picked === null) return;
    await run(() =>
      api.call('/meeting/auth/meeting/user/seat/info/choose', {
        meetingId,
        registrationId: me.registrationId,
        seatId: picked,
      }),
    );
    setPicked(null);
  };

  return (
    <main className={styles.page}>
      <div className={styles.bar}>
        <div>
          <h1 className={styles.title}>{t('onsite.seats.chooseTitle')}</h1>
          <div className={styles.muted}>{meetingName}</div>
        </div>
        {mine.length > 1 ? (
          <Select<number>
            value={registrationId}
            onChange={(id) => {
              setRegistrationId(id);
              setPicked(null);
            }}
            options={mine.map((place) => ({
              value: place.registrationId,
              label: t('onsite.seats.chooseFor', { name: place.name }),
            }))}
          />
        ) : null}
      </div>
      <Alert
        type={me.seatId ? 'success' : 'info'}
        showIcon
        data-testid="my-seat"
        title={
          me.seatId
            ? t('onsite.seats.yourSeat', { seat: seatLabel(me, me.kind, locale) })
            : t('onsite.seats.noSeatYet')
        }
        description={hall.selfChoice ? undefined : t('onsite.seats.choiceClosed')}
      />
      <div className={styles.legend}>
        <span>
          <i className={styles.dot} /> {t('onsite.seats.free')}
        </span>
        <span>
          <i className={styles.dot} style={{ background: '#1677ff' }} /> {t('onsite.seats.taken')}
        </span>
        <span>
          <i className={styles.dot} style={{ background: '#52c41a', borderColor: '#389e0d' }} />{' '}
          {t('onsite.seats.mine')}
        </span>
        <span>
          <i className={styles.dot} style={{ background: '#bfbfbf', borderColor: '#8c8c8c' }} />{' '}
          {t('onsite.seats.blocked')}
        </span>
      </div>
      {hall.selfChoice && picked !== null ? (
        <div className={styles.actions}>
          <span>{t('onsite.seats.confirmSeat', { seat: label(picked) })}</span>
          <Button type="primary" loading={busy} onClick={() => void choose()}>
            {t('onsite.seats.choose')}
          </Button>
          <Button onClick={() => setPicked(null)}>{t('common.cancel')}</Button>
        </div>
      ) : null}
      <SeatHall
        seats={hall.seatList}
        kind={hall.kind}
        toneOf={tone}
        titleOf={label}
        onSeatUp={(seatId) => hall.selfChoice && choosable(seatId) && setPicked(seatId)}
      />
    </main>
  );
}
