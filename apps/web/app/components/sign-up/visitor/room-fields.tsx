import type { TSignUpForm } from '@huitang/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../lib/format/money';
import { RemoveButton } from '../settings/form-items';
import styles from '../sign-up.module.css';

type THotels = TSignUpForm['hotels'];
type TRoomType = THotels[number]['roomTypes'][number];
export interface TRoomValues {
  roomTypeId?: number;
  nights?: string[];
  rooms?: number;
}

const MAX_BOOKINGS = 10;
const MAX_ROOMS = 20;

/** One booking: the room type, its nights (each with what is left) and how many rooms. */
function RoomBooking({ hotels, index, onRemove }: { hotels: THotels; index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const roomTypeId = Form.useWatch<number | undefined>(['rooms', index, 'roomTypeId']);
  const rooms = Form.useWatch<number | undefined>(['rooms', index, 'rooms']) ?? 1;
  const roomType: TRoomType | undefined = hotels
    .flatMap((hotel) => hotel.roomTypes)
    .find((room) => room.id === roomTypeId);
  return (
    <div className={styles.booking}>
      <Form.Item
        name={[index, 'roomTypeId']}
        label={t('signUp.apply.roomType')}
        rules={[
          {
            required: true,
            message: t('signUp.form.choose', { field: t('signUp.apply.roomType') }),
          },
        ]}
      >
        <Select
          style={{ width: 320, maxWidth: '100%' }}
          placeholder={t('signUp.form.choose', { field: t('signUp.apply.roomType') })}
          onChange={() => form.setFieldValue(['rooms', index, 'nights'], [])}
          options={hotels.map((hotel) => ({
            label: hotel.address
              ? t('common.withNote', { text: hotel.name, note: hotel.address })
              : hotel.name,
            options: hotel.roomTypes.map((room) => ({
              value: room.id,
              label: t('signUp.apply.roomPrice', {
                name: `${hotel.name} · ${room.name}`,
                price: formatFen(room.priceFen),
              }),
            })),
          }))}
        />
      </Form.Item>
      <Form.Item name={[index, 'rooms']} label={t('signUp.apply.rooms')}>
        <InputNumber min={1} max={MAX_ROOMS} precision={0} />
      </Form.Item>
      <Form.Item label=" ">
        <RemoveButton onClick={onRemove} />
      </Form.Item>
      {roomType ? (
        <Form.Item
          name={[index, 'nights']}
          label={t('signUp.apply.nights')}
          className={styles.wideField}
          rules={[
            {
              required: true,
              message: t('signUp.form.choose', { field: t('signUp.apply.nights') }),
            },
          ]}
        >
          <Checkbox.Group
            options={roomType.nights.map((night) => ({
              value: night.night,
              disabled: night.remaining < rooms,
              label:
                night.remaining > 0
                  ? t('signUp.apply.nightLeft', { night: night.night, count: night.remaining })
                  : t('signUp.apply.nightFull', { night: night.night }),
            }))}
          />
        </Form.Item>
      ) : null}
    </div>
  );
}

/** Hotel rooms booked with the sign-up (SPEC 1 hotel booking); up to ten bookings. */
export function RoomFields({ hotels }: { hotels: THotels }) {
  const { t } = useTranslation();
  return (
    <Form.List name="rooms">
      {(items, { add, remove }) => (
        <>
          {items.map((item) => (
            <RoomBooking
              key={item.key}
              hotels={hotels}
              index={item.name}
              onRemove={() => remove(item.name)}
            />
          ))}
          <div className={styles.listEnd}>
            {items.length < MAX_BOOKINGS ? (
              <Button icon={<PlusOutlined />} onClick={() => add({ rooms: 1, nights: [] })}>
                {t('signUp.apply.addRoom')}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </Form.List>
  );
}
