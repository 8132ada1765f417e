import { seatLabel, type TCredential, type TMySeat } from '@huitang/contracts';
import { Descriptions } from 'antd';
import { Link } from 'react-router';
import { seatPagePath } from '../../seat/seat-paths';
import { useSite } from '../../../lib/use-site';
import { useTranslation } from 'react-i18next';
import { AttendeeStatusTag } from '../status-tags';
import { dayRange } from '@huitang/contracts/china-time';
import styles from './apply.module.css';

/**
 * An attendance credential: the QR code check-in scans, large enough to scan from a phone held out;
 * the seat when the meeting has a seat map, and the way to choose one when the organiser allows it.
 */
export function CredentialCard({
  credential,
  seat,
}: {
  credential: TCredential;
  seat?: TMySeat | undefined;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <div className={styles.credential}>
      <div className={styles.credentialQr}>
        <img src={credential.qrDataUrl} alt={t('signUp.credential.qrAlt')} width={280} height={280} />
        <code>{credential.credentialCode}</code>
        <p className={styles.credentialNote}>{t('signUp.credential.scanHint')}</p>
      </div>
      <div className={styles.credentialInfo}>
        <h2>{credential.meetingName}</h2>
        <Descriptions
          column={1}
          items={[
            { key: 'name', label: t('signUp.signup.name'), children: credential.name },
            ...(credential.unit
              ? [{ key: 'unit', label: t('signUp.signup.unit'), children: credential.unit }]
              : []),
            { key: 'type', label: t('signUp.signup.type'), children: credential.typeName },
            ...(seat
              ? [
                  {
                    key: 'seat',
                    label: t('signUp.credential.seat'),
                    children: (
                      <span data-testid="credential-seat">
                        {seat.seatId ? seatLabel(seat, seat.kind, locale) : t('signUp.credential.noSeat')}
                        {seat.selfChoice ? (
                          <>
                            {' '}
                            <Link to={seatPagePath('/seat/select', seat.meetingId)}>
                              {t('signUp.credential.chooseSeat')}
                            </Link>
                          </>
                        ) : null}
                      </span>
                    ),
                  },
                ]
              : []),
            {
              key: 'status',
              label: t('signUp.signup.status'),
              children: <AttendeeStatusTag status={credential.status} />,
            },
            {
              key: 'time',
              label: t('signUp.credential.time'),
              children: dayRange(credential.startTime, credential.endTime),
            },
            ...(credential.address
              ? [
                  {
                    key: 'address',
                    label: t('signUp.credential.address'),
                    children: credential.address,
                  },
                ]
              : []),
            { key: 'orderNo', label: t('signUp.order.orderNo'), children: credential.orderNo },
          ]}
        />
      </div>
    </div>
  );
}
