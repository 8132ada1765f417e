import type { THotel } from '@huitang/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, InputNumber, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../forms/fields';
import { ChildEditor } from '../../console/child-editor';
import { LangField, textOf } from '../../console/lang-field';
import { useConsole } from '../../console/use-console';
import { useConsoleWrites } from '../../console/use-console-writes';
import { fenOfYuan, formatFen, yuanOfFen } from '../../../lib/format/money';
import { RemoveButton, YuanField } from './form-items';
import styles from '../sign-up.module.css';
import { ZHotelSave } from '@huitang/contracts';
import { ContractLimits } from '../../forms/contract-limits';
import { maxLengthOf, rangeOf } from '@huitang/contracts';

/** A room type and one of its nights, as the hotel the form submits (ZHotelSave) holds them. */
const ROOM_TYPE = ZHotelSave.shape.roomTypes.element;
const ROOM_NIGHT = ROOM_TYPE.shape.nights.element;

interface TNightValues {
  night?: Dayjs;
  inventory?: number;
}
interface TRoomValues {
  id?: number;
  name?: string;
  nameEn?: string;
  priceYuan?: number;
  nights?: TNightValues[];
}
interface THotelValues {
  name: string;
  nameEn?: string;
  address?: string;
  roomTypes?: TRoomValues[];
}

const DAY = 'YYYY-MM-DD';

const valuesOf = (hotel: THotel): THotelValues => ({
  ...hotel,
  roomTypes: hotel.roomTypes.map((room) => ({
    id: room.id,
    name: room.name,
    nameEn: room.nameEn,
    priceYuan: yuanOfFen(room.priceFen),
    nights: room.nights.map((night) => ({ night: dayjs(night.night), inventory: night.inventory })),
  })),
});

/** The nights of one room type, each with its inventory; a new night follows the last one. */
function NightList({ room }: { room: number }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<THotelValues>();
  return (
    <Form.List name={[room, 'nights']}>
      {(items, { add, remove }) => (
        <div className={styles.nights}>
          {items.map((item) => (
            <div key={item.key} className={styles.optionRow}>
              <Form.Item
                name={[item.name, 'night']}
                noStyle
                rules={[{ required: true, message: t('signUp.hotels.nightRequired') }]}
              >
                <DatePicker placeholder={t('signUp.hotels.night')} style={{ width: 150 }} />
              </Form.Item>
              <Form.Item name={[item.name, 'inventory']} noStyle>
                <InputNumber
                  {...rangeOf(ROOM_NIGHT, 'inventory')}
                  precision={0}
                  prefix={t('signUp.hotels.inventory')}
                  style={{ width: 150 }}
                />
              </Form.Item>
              <RemoveButton onClick={() => remove(item.name)} />
            </div>
          ))}
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => {
              const nights = form.getFieldValue(['roomTypes', room, 'nights']) as TNightValues[] | undefined;
              const last = nights?.at(-1);
              add({ night: last?.night?.add(1, 'day'), inventory: last?.inventory ?? 10 });
            }}
          >
            {t('signUp.hotels.addNight')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/** The hotel's room types: name, price per night and the nights on offer. */
function RoomTypeList() {
  const { t } = useTranslation();
  const { lang } = useConsole();
  return (
    <Form.List name="roomTypes">
      {(items, { add, remove }) => (
        <>
          {items.map((item, index) => (
            <section key={item.key} className={styles.attendee}>
              <header className={styles.attendeeHead}>
                {t('signUp.hotels.roomN', { index: index + 1 })}
                <Button type="link" danger size="small" onClick={() => remove(item.name)}>
                  {t('console.delete')}
                </Button>
              </header>
              <Form.Item name={[item.name, 'id']} hidden>
                <Input />
              </Form.Item>
              <div className={styles.fieldGrid}>
                <Form.Item
                  name={[item.name, 'name']}
                  label={t('signUp.hotels.roomName')}
                  rules={[
                    {
                      required: true,
                      whitespace: true,
                      message: t('common.enter', { field: t('signUp.hotels.roomName') }),
                    },
                  ]}
                >
                  <Input maxLength={maxLengthOf(ROOM_TYPE, 'name')} />
                </Form.Item>
                <Form.Item
                  name={[item.name, 'nameEn']}
                  label={t('console.lang.enLabel', { label: t('signUp.hotels.roomName') })}
                  hidden={lang === 'zh'}
                >
                  <Input
                    maxLength={maxLengthOf(ROOM_TYPE, 'nameEn')}
                    placeholder={t('console.lang.enPlaceholder')}
                  />
                </Form.Item>
                <YuanField name={[item.name, 'priceYuan']} label={t('signUp.hotels.price')} />
              </div>
              <NightList room={item.name} />
            </section>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ priceYuan: 0, nights: [{ inventory: 10 }] })}>
            {t('signUp.hotels.addRoom')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** Hotels offered with sign-up (SPEC 1 hotel booking): room types, nights, inventory, and what is booked. */
export function HotelEditor({ hotels }: { hotels: THotel[] }) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  return (
    <ChildEditor<THotel, THotelValues>
      rows={hotels}
      busy={busy}
      addText={t('signUp.hotels.add')}
      emptyText={t('signUp.hotels.empty')}
      dialogWidth={720}
      columns={[
        {
          title: t('signUp.hotels.name'),
          key: 'name',
          width: 220,
          render: (_, hotel) => (
            <div>
              <div>{textOf(lang, hotel.name, hotel.nameEn)}</div>
              <div className={styles.muted}>{hotel.address}</div>
            </div>
          ),
        },
        {
          title: t('signUp.hotels.rooms'),
          key: 'rooms',
          render: (_, hotel) =>
            hotel.roomTypes.map((room) => (
              <div key={room.id} className={styles.roomLine}>
                <span className={styles.strong}>
                  {textOf(lang, room.name, room.nameEn)}{' '}
                  {t('signUp.hotels.perNight', { price: formatFen(room.priceFen) })}
                </span>
                {room.nights.map((night) => (
                  <Tag key={night.id} color={night.booked >= night.inventory ? 'red' : undefined}>
                    {t('signUp.hotels.booked', {
                      night: night.night.slice(5),
                      booked: night.booked,
                      inventory: night.inventory,
                    })}
                  </Tag>
                ))}
              </div>
            )),
        },
      ]}
      dialogTitle={(row) => (row ? t('signUp.hotels.edit') : t('signUp.hotels.add'))}
      initialValues={(row) =>
        row ? valuesOf(row) : { roomTypes: [{ priceYuan: 0, nights: [{ inventory: 10 }] }] }
      }
      fields={
        <ContractLimits schema={ZHotelSave}>
          <>
            <LangField name="name" label={t('signUp.hotels.name')} lang={lang} required />
            <TextField name="address" label={t('signUp.hotels.address')} />
            <RoomTypeList />
          </>
        </ContractLimits>
      }
      onSave={async (values, row) =>
        !!(await run(() =>
          api.call('/meeting/auth/meeting/enroll/hotel/save', {
            meetingId,
            id: row?.id,
            name: values.name,
            nameEn: values.nameEn ?? '',
            address: values.address ?? '',
            roomTypes: (values.roomTypes ?? []).map((room) => ({
              id: room.id || undefined,
              name: room.name ?? '',
              nameEn: room.nameEn ?? '',
              priceFen: fenOfYuan(room.priceYuan),
              nights: (room.nights ?? [])
                .filter((night): night is Required<TNightValues> => !!night.night)
                .map((night) => ({ night: night.night.format(DAY), inventory: night.inventory ?? 0 })),
            })),
          }),
        ))
      }
      onDelete={(row) => run(() => api.call('/meeting/auth/meeting/enroll/hotel/delete', { id: row.id }))}
    />
  );
}
