import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVisitor } from '../../lib/session/visitor';
import { applyPath } from '../sign-up/paths';
import styles from './live.module.css';

/** Over the player, why the viewer may not watch (the server's words), and the way in: log in, or sign up. */
export function WatchRefused({ meetingId, msg }: { meetingId: number; msg: string }) {
  const { t } = useTranslation();
  const { user } = useVisitor();
  return (
    <div className={styles.curtain}>
      <p>{msg}</p>
      <Link to={user ? applyPath(meetingId) : '/login'}>
        <Button type="primary" size="large">
          {user ? t('live.watch.signUp') : t('live.watch.login')}
        </Button>
      </Link>
    </div>
  );
}
