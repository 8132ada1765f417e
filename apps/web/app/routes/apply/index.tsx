import { ApplicationStatus, Code, UserType, type TApplication } from '@huitang/contracts';
import { BankOutlined, CheckOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/index';
import { serverApi } from '../../api/server';
import { AlreadyPublisher } from '../../components/publisher/apply-page';
import { chinaTime } from '@huitang/contracts/china-time';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import { saveReturnUrl } from '../../lib/session/return-url';
import { hasToken } from '../../loaders/session.server';
import { useVisitor } from '../../lib/session/visitor';
import styles from '../../components/publisher/publisher.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('publisher');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.applyEntry.title);

/** A signed-in visitor's latest application; a visitor has none to show. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  if (!hasToken(request)) return { application: null };
  const mine = await serverApi(context).call('/user/auth/apply/mine', {});
  return { application: mine.code === Code.OK ? mine.data : null };
};

const WAYS = [
  { kind: 'lecturer', texts: 'lecturer', path: '/recruit', icon: <UserOutlined /> },
  { kind: 'organization', texts: 'institution', path: '/apply/organization', icon: <BankOutlined /> },
] as const;

/** Where the visitor stands: already publishing, under review, or turned down with the reason. */
function ApplicationState({ application }: { application: TApplication | null }) {
  const { t } = useTranslation();
  const { user } = useVisitor();
  if (!user) return null;
  if (user.userType !== UserType.ORDINARY) return <AlreadyPublisher user={user} />;
  if (!application || application.status === ApplicationStatus.APPROVED) return null;
  const way = WAYS.find((item) => item.kind === application.kind)!;
  const kind = t(`apply.kindWords.${application.kind}`);
  const pending = application.status === ApplicationStatus.PENDING;
  return (
    <Alert
      type={pending ? 'info' : 'error'}
      showIcon
      data-testid="application-state"
      title={
        pending
          ? t('applyEntry.state.pending', { kind, time: chinaTime(application.gmtCreate) })
          : t('applyEntry.state.rejected', { kind, reason: application.rejectReason })
      }
      action={
        <Link to={way.path}>
          <Button>{pending ? t('applyEntry.state.view') : t('applyEntry.state.resubmit')}</Button>
        </Link>
      }
    />
  );
}

/**
 * /apply (SPEC): the ways to publish on the platform — as a lecturer (/recruit) or as an institution
 * (/apply/organization) — what each gives and asks for, and the visitor's own application state.
 */
export default function ApplyEntry({ loaderData: { application } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useVisitor();
  const navigate = useNavigate();
  const start = (path: string) => {
    if (!user) saveReturnUrl(path);
    void navigate(user ? path : '/login');
  };
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className={`ht-container ${styles.heroInner}`}>
          <h1>{t('applyEntry.title')}</h1>
          <p>{t('applyEntry.text')}</p>
        </div>
      </section>
      <div className={`ht-container ${styles.card}`}>
        <ApplicationState application={application} />
        <div className={styles.ways}>
          {WAYS.map((way) => (
            <section key={way.kind} className={styles.way} data-testid={`way-${way.kind}`}>
              <span className={styles.wayIcon}>{way.icon}</span>
              <h2>{t(`applyEntry.${way.texts}.title`)}</h2>
              <p>{t(`applyEntry.${way.texts}.for`)}</p>
              <ul>
                {(['a', 'b', 'c'] as const).map((key) => (
                  <li key={key}>
                    <CheckOutlined /> {t(`applyEntry.${way.texts}.gets.${key}`)}
                  </li>
                ))}
              </ul>
              <p className={styles.needs}>{t(`applyEntry.${way.texts}.needs`)}</p>
              <Button
                type={way.kind === 'organization' ? 'primary' : 'default'}
                block
                onClick={() => start(way.path)}
              >
                {user ? t(`applyEntry.${way.texts}.go`) : t('applyEntry.login')}
              </Button>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
