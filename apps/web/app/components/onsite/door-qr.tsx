import { linkTo } from '@huitang/contracts';
import { QrcodeOutlined } from '@ant-design/icons';
import { Button, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../state/app-services';

/**
 * The door QR (SPEC qrcode?meetingId=): printed or shown at the entrance (or a venue's door), attendees
 * scan it with their phone to check themselves in. Each venue has its own, for CME attendance.
 */
export function DoorQr({ meetingId }: { meetingId: number }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const [open, setOpen] = useState(false);
  const [places, setPlaces] = useState<{ id: number; name: string }[]>([]);
  const [placeId, setPlaceId] = useState<number | undefined>();
  const show = async () => {
    setOpen(true);
    const reply = await api.call('/meeting/auth/meeting/place/list', { meetingId });
    setPlaces((reply.data ?? []).map((place) => ({ id: place.id, name: place.name })));
  };
  const src = linkTo('/meeting/auth/meeting/register/qrcode', { meetingId, ...(placeId ? { placeId } : {}) });
  return (
    <>
      <Button size="middle" icon={<QrcodeOutlined />} onClick={() => void show()}>
        {t('onsite.doorQr')}
      </Button>
      <Modal open={open} title={t('onsite.doorQr')} footer={null} onCancel={() => setOpen(false)}>
        <p>{t('onsite.doorQrHint')}</p>
        <Select<number | undefined>
          style={{ width: '100%' }}
          value={placeId}
          onChange={setPlaceId}
          aria-label={t('onsite.doorQrFor')}
          options={[
            { value: undefined, label: t('onsite.doorQrMeeting') },
            ...places.map((place) => ({
              value: place.id,
              label: t('onsite.doorQrPlace', { place: place.name }),
            })),
          ]}
        />
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <img src={src} alt={t('onsite.doorQr')} width={280} height={280} data-testid="door-qr" />
          <div>
            <a href={src} download="door-qr.png">
              {t('onsite.doorQrDownload')}
            </a>
          </div>
        </div>
      </Modal>
    </>
  );
}
