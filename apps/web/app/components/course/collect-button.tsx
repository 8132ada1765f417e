import { Code } from '@huitang/contracts';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveReturnUrl } from '../../lib/session/return-url';
import { useAppServices } from '../../state/app-services';

/** Keeping a course among one's favourites (SPEC /account/collection) from its page. */
export function CollectButton({ courseId, collected }: { courseId: number; collected: boolean }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const [kept, setKept] = useState(collected);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    // A visitor signs in first and comes back here.
    saveReturnUrl(`${window.location.pathname}${window.location.search}`);
    const path = kept ? '/course/auth/collection/delete' : '/course/auth/collection/save';
    const reply = await api.call(path, { courseId });
    setBusy(false);
    if (reply.code === Code.OK) setKept(!kept);
  };
  return (
    <Button
      type="text"
      icon={kept ? <StarFilled style={{ color: '#f5a623' }} /> : <StarOutlined />}
      loading={busy}
      aria-pressed={kept}
      onClick={() => void toggle()}
    >
      {kept ? t('course.collection.added') : t('course.collection.add')}
    </Button>
  );
}
