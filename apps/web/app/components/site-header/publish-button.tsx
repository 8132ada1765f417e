import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { meetingManagementOf } from '../../lib/publisher';
import { saveReturnUrl } from '../../lib/session/return-url';
import { useVisitor } from '../../lib/session/visitor';
import styles from './site-header.module.css';

// Only ordinary users who press the button need the dialog; it stays out of every page's first load.
const SettlementDialog = lazy(() =>
  import('./settlement-dialog').then((module) => ({ default: module.SettlementDialog })),
);

/** SPEC "Site header": type 1 chooses a settlement first; lecturers and institutions go straight on. */
export function PublishButton() {
  const { t } = useTranslation();
  const { user } = useVisitor();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  const publish = () => {
    if (!user) {
      saveReturnUrl(location.pathname + location.search);
      void navigate('/login');
      return;
    }
    const centre = meetingManagementOf(user);
    if (centre) void navigate(centre);
    else {
      setWanted(true);
      setOpen(true);
    }
  };

  return (
    <>
      <button type="button" className={`ht-button ht-button-round ${styles.publish}`} onClick={publish}>
        {t('header.publish')}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SettlementDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
