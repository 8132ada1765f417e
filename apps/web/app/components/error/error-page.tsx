import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { SiteHeader } from '../site-header/site-header';
import { NotFoundGraphic } from './not-found-graphic';
import styles from './error-page.module.css';
import { PlainIcon } from '../icons/plain-icon';

const statusOf = (error: unknown): number => (isRouteErrorResponse(error) ? error.status : 500);

const detailOf = (error: unknown): string => {
  if (!isRouteErrorResponse(error)) return '';
  return typeof error.data === 'string' ? error.data : error.statusText;
};

/**
 * SPEC 2 error pages: 404 and 500 with their exact texts; 403 says the right is missing and why;
 * any other status shows its message.
 */
export function ErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = statusOf(error);
  const notFound = status === 404;
  const forbidden = status === 403;
  const detail = notFound || status === 500 ? '' : detailOf(error);
  const text = notFound
    ? t('error.notFound')
    : status === 500
      ? t('error.server')
      : forbidden
        ? t('error.forbidden')
        : t('error.status', { status });
  return (
    <div className={styles.page} data-status={status}>
      {notFound ? (
        <NotFoundGraphic />
      ) : (
        <div className={forbidden ? `${styles.status} ${styles.forbidden}` : styles.status}>
          <PlainIcon icon={forbidden ? LockOutlined : WarningOutlined} className={styles.icon} />
          <span>{status}</span>
        </div>
      )}
      <p className={styles.text}>{text}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <Link to="/">
        <button type="button" className="ht-button">
          {t('common.backHome')}
        </button>
      </Link>
    </div>
  );
}

/** Every page module re-exports this so errors render inside the site's header and footer. */
export function RouteErrorBoundary() {
  return <ErrorView error={useRouteError()} />;
}

/**
 * For a meeting's own pages, whose layout draws no site header (the page draws the meeting's bar):
 * when there is no meeting to show, the error page comes with the site's header, so the visitor is
 * not left with a footer and no way on but the back button.
 */
export function HeadedRouteErrorBoundary() {
  return (
    <>
      <SiteHeader nav />
      <ErrorView error={useRouteError()} />
    </>
  );
}
