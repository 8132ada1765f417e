import { Code, type TAttentionKind } from '@huitang/contracts';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../lib/phone';
import { saveReturnUrl } from '../../lib/session/return-url';
import { useAppServices } from '../../state/app-services';
import { useApiData } from '../../state/use-api-data';
import styles from './follow-button.module.css';

/**
 * Following a lecturer or an institution from their page, with their follower count. The state is
 * asked for in the browser, so the page itself stays the same for everybody (and cacheable); a
 * visitor who is not signed in is sent to sign in and comes back here. `compact` (lists of
 * people to follow) is a small button without the count; on a phone the button is large enough to tap.
 */
export function FollowButton({
  kind,
  id,
  compact = false,
}: {
  kind: TAttentionKind;
  id: number;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const phone = usePhone();
  const read = useApiData('/user/api/attention/view', { kind, id }, { handleErrors: false });
  const state = read.data;
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    saveReturnUrl(`${window.location.pathname}${window.location.search}`);
    const path = state?.following ? '/user/auth/attention/delete' : '/user/auth/attention/save';
    const reply = await api.call(path, { kind, id });
    setBusy(false);
    if (reply.code === Code.OK) read.replace(reply.data);
  };

  return (
    <span className={styles.follow}>
      <Button
        type={state?.following ? 'default' : 'primary'}
        size={compact ? 'small' : phone ? 'large' : 'middle'}
        icon={state?.following ? <HeartFilled /> : <HeartOutlined />}
        loading={busy}
        onClick={() => void toggle()}
      >
        {state?.following ? t('attention.following') : t('attention.follow')}
      </Button>
      {state && !compact ? (
        <span className={styles.count} data-testid="follower-count">
          {t('attention.followers', { count: state.followerCount })}
        </span>
      ) : null}
    </span>
  );
}
