import { Alert, Button, Input, Radio, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/editor';
import { SeatHall } from '../../components/seat/seat-hall';
import { loadSeatPageWithUnseated } from '../../loaders/seat-pages.server';
import { useSeatLook } from '../../components/seat/use-seat-look';
import { seatPagePath } from '../../components/seat/seat-paths';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/seat/seat.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('onsite');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.meetingName ?? '' }];

export const loader = ({ request, context }: Route.LoaderArgs) => loadSeatPageWithUnseated(request, context);

type TTool = 'assign' | 'block' | 'zone';
interface TCarry {
  registrationId: number;
  name: string;
  /** The seat the person leaves when it is a move. */
  fromSeatId?: number;
}

/**
 * /seat (SPEC "seat settings"): the hall's editor. Seat people by dragging them from the list (or
 * clicking person then seat), move or swap by dragging a seated person; block seats and keep seats
 * for a registration type, saved together.
 */
export default function SeatEditor({ loaderData }: Route.ComponentProps) {
  const { meetingId, meetingName, map, types, unseated } = loaderData;
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const look = useSeatLook(map, types);
  const [tool, setTool] = useState<TTool>('assign');
  const [zoneType, setZoneType] = useState<number | null>(null);
  const [carry, setCarry] = useState<TCarry | null>(null);
  const [keyword, setKeyword] = useState('');
  const [edits, setEdits] = useState(new Map<number, { blocked: boolean; typeId: number | null }>());

  const visible = useMemo(
    () =>
      unseated.filter((person) =>
        [person.name, person.unit, person.mobile].some((text) => text.includes(keyword.trim())),
      ),
    [unseated, keyword],
  );
  if (!map)
    return (
      <main className={styles.page}>
        <Alert type="info" showIcon title={t('onsite.seats.none')} />
        <Link to={seatPagePath('/seat/selectTemplate', meetingId)}>{t('onsite.seats.chooseTemplate')}</Link>
      </main>
    );

  const seatNow = (seatId: number) => {
    const seat = look.seatOf.get(seatId)!;
    return { ...seat, ...edits.get(seatId) };
  };
  const assign = async (registrationId: number, seatId: number | null) => {
    setCarry(null);
    await run(() =>
      api.call('/meeting/auth/meeting/user/seat/info/save', { meetingId, registrationId, seatId }),
    );
  };
  const seatDown = (seatId: number) => {
    if (tool !== 'assign') return;
    const occupant = look.seatOf.get(seatId)?.registrationId;
    if (occupant && !carry)
      setCarry({
        registrationId: occupant,
        name: look.personOf.get(occupant)?.name ?? '',
        fromSeatId: seatId,
      });
  };
  const seatUp = (seatId: number) => {
    if (tool === 'assign') {
      if (carry && carry.fromSeatId !== seatId) void assign(carry.registrationId, seatId);
      return;
    }
    const now = seatNow(seatId);
    setEdits(
      new Map(edits).set(
        seatId,
        tool === 'block'
          ? { blocked: !now.blocked, typeId: now.typeId }
          : { blocked: now.blocked, typeId: zoneType },
      ),
    );
  };
  const saveEdits = async () => {
    const seats = [...edits].map(([id, edit]) => ({ id, ...edit }));
    if (await run(() => api.call('/meeting/auth/meeting/seat/map/edit', { meetingId, seats })))
      setEdits(new Map());
  };

  return (
    <main className={styles.page}>
      <div className={styles.bar}>
        <div>
          <h1 className={styles.title}>
            {t('onsite.seats.edit')} · {map.name}
          </h1>
          <div className={styles.muted}>
            {meetingName} · {t('onsite.seats.summary', { seats: map.seats, taken: map.taken })}
          </div>
        </div>
        <div className={styles.actions}>
          <Radio.Group
            value={tool}
            optionType="button"
            onChange={(event) => {
              setTool(event.target.value as TTool);
              setCarry(null);
            }}
            options={(['assign', 'block', 'zone'] as const).map((value) => ({
              value,
              label: t(`onsite.seats.tools.${value}`),
            }))}
          />
          {tool === 'zone' ? (
            <Select<number | null>
              style={{ width: 180 }}
              value={zoneType}
              onChange={setZoneType}
              aria-label={t('onsite.seats.tools.zone')}
              options={[
                { value: null, label: t('onsite.seats.anyType') },
                ...types.map((type) => ({ value: type.id, label: look.typeName(type.id) })),
              ]}
            />
          ) : null}
          {tool !== 'assign' ? (
            <Button type="primary" loading={busy} disabled={!edits.size} onClick={() => void saveEdits()}>
              {t('onsite.seats.saveSeats')}
            </Button>
          ) : null}
          <Link to={seatPagePath('/account/meeting/seat', meetingId)}>
            <Button>{t('onsite.seats.backToConsole')}</Button>
          </Link>
        </div>
      </div>
      <div className={styles.muted}>{t(`onsite.seats.${tool}Hint`)}</div>
      <div className={styles.editor}>
        <SeatHall
          seats={map.seatList}
          kind={map.kind}
          toneOf={(seatId) => {
            const seat = seatNow(seatId);
            if (seat.blocked) return 'blocked';
            if (carry?.fromSeatId === seatId) return 'picked';
            return seat.registrationId ? 'taken' : 'free';
          }}
          zoneOf={(seatId) => look.zoneColour(seatNow(seatId).typeId)}
          titleOf={look.title}
          onSeatDown={seatDown}
          onSeatUp={seatUp}
        />
        <aside className={styles.side}>
          {carry ? (
            <Alert
              type="warning"
              title={t('onsite.seats.selected', { name: carry.name })}
              action={
                carry.fromSeatId ? (
                  <Button size="small" onClick={() => void assign(carry.registrationId, null)}>
                    {t('onsite.seats.unseat')}
                  </Button>
                ) : (
                  <Button size="small" onClick={() => setCarry(null)}>
                    {t('common.cancel')}
                  </Button>
                )
              }
            />
          ) : null}
          <h3>{t('onsite.seats.unseated', { count: unseated.length })}</h3>
          <Input.Search
            placeholder={t('onsite.seats.searchPeople')}
            aria-label={t('onsite.seats.searchPeople')}
            allowClear
            onChange={(event) => setKeyword(event.target.value)}
          />
          {visible.map((person) => (
            <div
              key={person.registrationId}
              data-person={person.name}
              className={`${styles.person} ${carry?.registrationId === person.registrationId ? styles.personPicked : ''}`}
              onPointerDown={() =>
                tool === 'assign' && setCarry({ registrationId: person.registrationId, name: person.name })
              }
            >
              <div>{person.name}</div>
              <div className={styles.muted}>{[person.typeName, person.unit].filter(Boolean).join(' · ')}</div>
            </div>
          ))}
        </aside>
      </div>
    </main>
  );
}
