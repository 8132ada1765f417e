import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/credentials';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { ListPager } from '../../../components/list-pager';
import { CredentialCard } from '../../../components/sign-up/visitor/credential-card';
import { dayRange } from '@huitang/contracts/china-time';
import { credentialPath, CREDENTIALS_PATH } from '../../../components/sign-up/paths';
import { pageTitle } from '../../../lib/page-title';
import { AttendeeStatusTag } from '../../../components/sign-up/status-tags';
import { useContractText } from '../../../components/sign-up/use-contract-text';
import { pageOfQuery } from '../../../lib/list-query';
import { authedDataOf } from '../../../loaders/session.server';
import applyStyles from '../../../components/sign-up/visitor/apply.module.css';
import styles from '../../../components/console/console.module.css';
import { loadTexts } from '../../../i18n';
import { idOrUndefined } from '../../../lib/route-id';
import { PHONE_READY } from '../../../lib/phone';

await loadTexts('signUp');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.attendCredentials);

const PAGE_SIZE = 12;

/** ?id= shows that registration's credential; without it, my registrations to choose from. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const api = serverApi(context);
  const query = new URL(request.url).searchParams;
  const id = idOrUndefined(query.get('id'));
  if (id !== undefined) {
    const credential = authedDataOf(
      await api.call('/meeting/auth/meeting/register/credential', { id }),
      request,
      context,
    );
    // The seat, when the meeting has a seat map (nothing to show otherwise).
    const seats = await api.call('/meeting/auth/meeting/user/seat/info/get-self', {
      meetingId: credential.meetingId,
    });
    const seat = seats.data?.find((mine) => mine.registrationId === credential.id);
    return { credential, seat, page: null };
  }
  const reply = await api.call('/meeting/auth/meeting/register/my', {
    pageCurrent: pageOfQuery(query),
    pageSize: PAGE_SIZE,
  });
  return { credential: null, seat: undefined, page: authedDataOf(reply, request, context) };
};

/** /account/meetingcenter/credentials (SPEC "attendance credentials"): the QR code shown at check-in. */
export default function Credentials({ loaderData: { credential, seat, page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const contract = useContractText();
  return (
    <>
      <PageTitle
        title={t('menu.attendCredentials')}
        extra={
          credential ? (
            <Link to={CREDENTIALS_PATH}>
              <Button size="middle">{t('signUp.credential.all')}</Button>
            </Link>
          ) : null
        }
      />
      {credential ? <CredentialCard credential={credential} seat={seat} /> : null}
      {page && page.list.length === 0 ? <Empty description={t('signUp.my.empty')} /> : null}
      {page ? (
        <>
          <div className={applyStyles.credentialGrid}>
            {page.list.map((row) => (
              <div key={row.id} className={applyStyles.credentialItem}>
                <div className={styles.meetingLink}>{row.meetingName}</div>
                <div className={styles.muted}>{dayRange(row.startTime, row.endTime)}</div>
                <div>
                  {row.name} · {row.typeName} <AttendeeStatusTag status={row.status} />
                </div>
                {row.status === 'confirmed' ? (
                  <Link to={credentialPath(row.id)}>
                    <Button type="primary">{t('signUp.my.credential')}</Button>
                  </Link>
                ) : (
                  <span className={styles.muted}>{contract('attendee.credentialUnavailable')}</span>
                )}
              </div>
            ))}
          </div>
          <ListPager page={page} className={styles.pager} />
        </>
      ) : null}
    </>
  );
}
