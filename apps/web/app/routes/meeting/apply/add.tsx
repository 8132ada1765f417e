import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/add';
import { dataOf, serverApi } from '../../../api/server';
import { meetingIdOf } from '../../../loaders/meeting-id.server';
import { meetingDetailPath } from '../../../components/meeting/paths';
import { ApplyFrame } from '../../../components/sign-up/visitor/apply-frame';
import { pageTitle } from '../../../lib/page-title';
import { requireUser } from '../../../loaders/session.server';
import { SignUpForm } from '../../../components/sign-up/visitor/sign-up-form';
import { useContractText } from '../../../components/sign-up/use-contract-text';
import { loadTexts } from '../../../i18n';
import { PHONE_READY } from '../../../lib/phone';

// The attachment field's upload control speaks in the console's words.
await loadTexts('signUp', 'meetingConsole');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.signUp.apply.title);

/**
 * The meeting's sign-up form; an invitation code in the query (?inviteCode=) may unlock hidden types.
 * An open form asks a stranger to log in first, before they type anything, and login brings them
 * back here (the return-url cookie), invitation code included.
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const meetingId = meetingIdOf(request);
  const inviteCode = (new URL(request.url).searchParams.get('inviteCode') ?? '').trim().slice(0, 32);
  const reply = await serverApi(context).call('/meeting/api/enroll/form', {
    meetingId,
    ...(inviteCode ? { inviteCode } : {}),
  });
  const enrol = dataOf(reply);
  if (enrol.state === 'open') await requireUser(request, context);
  return { enrol, inviteCode };
};

/** /meeting/apply?id= (and /meeting/apply/add): step one of signing up. */
export default function ApplyAdd({ loaderData: { enrol, inviteCode } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const contract = useContractText();
  return (
    <ApplyFrame meetingId={enrol.meetingId} meetingName={enrol.meetingName} step={0}>
      {enrol.state === 'open' ? (
        <SignUpForm enrol={enrol} inviteCode={inviteCode} />
      ) : (
        <Result
          status="info"
          title={contract(enrol.state === 'notOpen' ? 'signUp.notOpen' : 'signUp.closed')}
          extra={
            <Link to={meetingDetailPath(enrol.meetingId)}>
              <Button type="primary">{t('signUp.apply.backToMeeting')}</Button>
            </Link>
          }
        />
      )}
    </ApplyFrame>
  );
}
