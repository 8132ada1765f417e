import { ZGuestProfile, type TGuestEntry, type TGuestProfile } from '@huitang/contracts';
import { Alert, Button, Empty, Form, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/guest';
import { Input } from '../../antd-slim/input';
import { serverApi } from '../../api/server';
import { centreForm } from '../../components/account/form-layout';
import { PageTitle } from '../../components/account/page-title';
import { ContractLimits } from '../../components/forms/contract-limits';
import { SubmitRow, TextField } from '../../components/forms/fields';
import { ImageField } from '../../components/forms/image-field';
import { SectionTitle } from '../../components/forms/section-title';
import { dayRange } from '@huitang/contracts/china-time';
import { meetingDetailPath } from '../../components/meeting/paths';
import { formRules } from '../../components/sign-in/form-rules';
import { SmsCodeField } from '../../components/sign-in/sms-code-field';
import { pageTitle } from '../../lib/page-title';
import { authedDataOf } from '../../loaders/session.server';
import { useSubmit } from '../../state/use-submit';
import { useVisitor } from '../../lib/session/visitor';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/account/guest-centre.module.css';
import { loadTexts } from '../../i18n';

// The guest card's field names are the meeting console's.
await loadTexts('meetingConsole');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.guestCentre.title);

export const loader = async ({ request, context }: Route.LoaderArgs) =>
  authedDataOf(await serverApi(context).call('/meeting/auth/guest/info/list', {}), request, context);

/** Proving the mobile organisers listed: a code sent to it, then every entry made for it is claimed. */
function ClaimForm() {
  const { t } = useTranslation();
  const { user } = useVisitor();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const rules = formRules(t);
  return (
    <Form<{ mobile: string; code: string }>
      {...centreForm}
      initialValues={{ mobile: user?.mobile ?? '' }}
      onFinish={(values) => void run(() => api.call('/meeting/auth/guest/info/list/check', values))}
    >
      <Form.Item name="mobile" label={t('guestCentre.mobile')} rules={rules.mobile}>
        <Input maxLength={11} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <SmsCodeField size="middle" label={t('guestCentre.code')} />
      <SubmitRow text={t('guestCentre.claim')} busy={busy} />
    </Form>
  );
}

const PROFILE_TEXTS = [
  ['name', 'console.guest.name'],
  ['nameEn', 'guestCentre.nameEn'],
  ['title', 'console.guest.title'],
  ['titleEn', 'guestCentre.titleEn'],
  ['organization', 'console.guest.organization'],
  ['organizationEn', 'guestCentre.organizationEn'],
] as const;

/** The one profile every claimed entry shows: photo, title, organisation, biography in zh and en. */
function ProfileForm({ profile }: { profile: TGuestProfile }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  return (
    <ContractLimits schema={ZGuestProfile}>
      <Form<TGuestProfile>
        {...centreForm}
        initialValues={profile}
        onFinish={(values) => void run(() => api.call('/meeting/auth/guest/info/edit', values))}
      >
        <ImageField name="photo" label={t('console.guest.photo')} width={110} height={110} />
        {PROFILE_TEXTS.map(([name, label]) => (
          <TextField key={name} name={name} label={t(label)} required={name === 'name'} />
        ))}
        <TextField name="introduction" label={t('console.guest.introduction')} rows={5} />
        <TextField name="introductionEn" label={t('guestCentre.introductionEn')} rows={5} />
        <SubmitRow text={t('guestCentre.save')} busy={busy} />
      </Form>
    </ContractLimits>
  );
}

function EntryCard({ entry }: { entry: TGuestEntry }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  return (
    <li className={styles.entry} data-testid="guest-entry">
      <Link to={meetingDetailPath(entry.meetingId)} className={styles.cover}>
        {entry.cover ? <img src={entry.cover} alt="" /> : null}
      </Link>
      <div className={styles.entryBody}>
        <Link to={meetingDetailPath(entry.meetingId)} className={styles.meetingName}>
          {entry.meetingName}
        </Link>
        <div className={styles.days}>{dayRange(entry.startTime, entry.endTime)}</div>
        {entry.keepOwnText ? <Tag>{t('guestCentre.keptByOrganiser')}</Tag> : null}
        <Popconfirm
          title={t('guestCentre.releaseConfirm')}
          onConfirm={() =>
            void run(() => api.call('/meeting/auth/guest/info/release', { guestId: entry.guestId }))
          }
        >
          <Button size="small" type="link" loading={busy} className={styles.release}>
            {t('guestCentre.release')}
          </Button>
        </Popconfirm>
        {entry.talks.length > 0 ? (
          <ul className={styles.talks}>
            {entry.talks.map((talk) => (
              <li key={`${talk.day}${talk.startTime}${talk.title}`}>
                <span className={styles.when}>
                  {talk.day} {talk.startTime}–{talk.endTime}
                </span>
                <strong>{talk.title}</strong>
                <span className={styles.where}>{[talk.session, talk.place].filter(Boolean).join(' · ')}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.noTalks}>{t('guestCentre.noTalks')}</p>
        )}
      </div>
    </li>
  );
}

/** /account/guest (SPEC personal centre, certified guest; decision 039). */
export default function GuestCentre({ loaderData: { profile, entries } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('guestCentre.title')} />
      <Alert type="info" showIcon className={styles.intro} title={t('guestCentre.intro')} />
      <SectionTitle title={t('guestCentre.claimTitle')} />
      <ClaimForm />
      {profile ? (
        <>
          <SectionTitle title={t('guestCentre.profileTitle')} note={t('guestCentre.profileNote')} />
          <ProfileForm profile={profile} />
        </>
      ) : null}
      <SectionTitle title={t('guestCentre.meetingsTitle')} />
      {entries.length > 0 ? (
        <ul className={styles.entries}>
          {entries.map((entry) => (
            <EntryCard key={entry.guestId} entry={entry} />
          ))}
        </ul>
      ) : (
        <Empty description={t('guestCentre.noMeetings')} />
      )}
    </>
  );
}
