import { Code } from '@huitang/contracts';
import { FormOutlined, HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVisitor } from '../../../lib/session/visitor';
import { useAppServices } from '../../../state/app-services';
import { useApiData } from '../../../state/use-api-data';
import { applyPath, RECORDS_PATH } from '../paths';

/**
 * The meeting page's sign-up entry and, for a signed-in visitor, following the meeting; in preview
 * nothing can be done (SPEC 2).
 */
export function SignUpActions({ meetingId, preview }: { meetingId: number; preview: boolean }) {
  const { t } = useTranslation();
  const { user } = useVisitor();
  const { api, toast } = useAppServices();
  const [busy, setBusy] = useState(false);
  const signedIn = user !== null && !preview;
  const read = useApiData('/meeting/auth/meeting/follow/state', signedIn ? { meetingId } : null, {
    handleErrors: false,
  });
  const state = read.data;

  const toggle = async () => {
    if (!state) return;
    setBusy(true);
    const reply = await api
      .call('/meeting/auth/meeting/follow', { meetingId, follow: !state.followed })
      .finally(() => setBusy(false));
    if (reply.code !== Code.OK) return;
    read.replace(reply.data);
    toast(reply.msg, 'success');
  };

  return (
    <>
      {preview ? (
        <Button size="large" type="primary" icon={<FormOutlined />} disabled>
          {t('signUp.detail.signUp')}
        </Button>
      ) : (
        <Link to={applyPath(meetingId)}>
          <Button size="large" type="primary" icon={<FormOutlined />}>
            {t('signUp.detail.signUp')}
          </Button>
        </Link>
      )}
      {state?.registered ? (
        <Link to={RECORDS_PATH}>
          <Tag color="green">{t('signUp.detail.registered')}</Tag>
        </Link>
      ) : null}
      {signedIn && state ? (
        <Button
          size="large"
          loading={busy}
          icon={state.followed ? <HeartFilled /> : <HeartOutlined />}
          onClick={() => void toggle()}
        >
          {state.followed ? t('signUp.detail.followed') : t('signUp.detail.follow')}
        </Button>
      ) : null}
    </>
  );
}
