import type { TProgramme } from '@huitang/contracts';
import defaultAvatar from '../../../assets/default-avatar.svg';
import styles from './guests.module.css';

/** The meeting's guests: photo, name, title and organisation; the keynoter page adds introductions. */
export function GuestGrid({ guests, withIntro }: { guests: TProgramme['guests']; withIntro?: boolean }) {
  return (
    <div className={withIntro ? styles.guestList : styles.guests}>
      {guests.map((guest) => (
        <div key={guest.id} className={styles.guest}>
          <img src={guest.photo || defaultAvatar} alt={guest.name} className={styles.guestPhoto} />
          <div className={styles.guestText}>
            <div className={styles.guestName}>{guest.name}</div>
            {guest.title ? <div className={styles.guestTitle}>{guest.title}</div> : null}
            {guest.organization ? <div className={styles.guestOrg}>{guest.organization}</div> : null}
            {withIntro && guest.introduction ? (
              <p className={styles.guestIntro}>{guest.introduction}</p>
            ) : null}
          </div>
        </div>
      ))}
    </div>
  );
}
