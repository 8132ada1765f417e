import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundGraphic } from './not-found-graphic';
import styles from './error-page.module.css';

const statusOf = (error: unknown): number => (isRouteErrorResponse(error) ? error.status : 500);

const detailOf = (error: unknown): string => {
  if (!isRouteErrorResponse(error)) return '';
  return typeof error.data === 'string' ? error.data : error.statusText;
};

/** SPEC 2 error pages: 404 and 500 with their exact texts; any other status shows its message. */
export function ErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = statusOf(error);
  const home = (
    <Link to="/">
      <Button type="primary" size="middle">
        {t('common.backHome')}
      </Button>
    </Link>
  );
  if (status === 404) {
    return (
      <div className={styles.page}>
        <NotFoundGraphic />
        <p className={styles.text}>{t('error.notFound')}</p>
        {home}
      </div>
    );
  }
  const title = status === 500 ? t('error.server') : t('error.status', { status });
  const detail = status === 500 ? '' : detailOf(error);
  return (
    <div className={styles.page}>
      <Result status={status === 403 ? '403' : '500'} title={title} subTitle={detail} extra={home} />
    </div>
  );
}

/** Every page module re-exports this so errors render inside the site's header and footer. */
export function RouteErrorBoundary() {
  return <ErrorView error={useRouteError()} />;
}
