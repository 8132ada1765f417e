import type { TGuest } from '@huitang/contracts';
import { SortAscendingOutlined } from '@ant-design/icons';
import { Button, Form, Switch, Tag } from 'antd';
import type { Route } from './+types/guest';
import defaultAvatar from '../../../assets/default-avatar.svg';
import { TextField } from '../../../components/forms/fields';
import { LazyImageField } from '../../../components/console/lazy-file-field';
import { ChildEditor } from '../../../components/console/child-editor';
import { ConsolePage } from '../../../components/console/console-page';
import { meetingTitle } from '../../../components/meeting/console-title';
import { LangField, textOf } from '../../../components/console/lang-field';
import { loadRows } from './console-rows.server';
import { useConsoleWrites } from '../../../components/console/use-console-writes';
import styles from '../../../components/console/console.module.css';
import { ZGuestSave } from '@huitang/contracts';
import { ContractLimits } from '../../../components/forms/contract-limits';

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  meetingTitle(matches[0].loaderData, (texts) => texts.console.menu.guest);

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  guests: await loadRows(request, context, '/meeting/auth/meeting/guest/list'),
});

type TGuestValues = Omit<TGuest, 'id' | 'sort' | 'certified'>;

/** /account/meeting/guest: the meeting's guests and speakers; talks on the schedule name them. */
export default function Guests({ loaderData: { guests } }: Route.ComponentProps) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  return (
    <ConsolePage title={t('console.menu.guest')} lang={lang}>
      <ChildEditor<TGuest, TGuestValues>
        rows={guests}
        busy={busy}
        addText={t('console.guest.add')}
        emptyText={t('console.guest.empty')}
        dialogWidth={640}
        extra={
          <Button
            icon={<SortAscendingOutlined />}
            disabled={guests.length < 2}
            loading={busy}
            onClick={() => void run(() => api.call('/meeting/auth/meeting/guest/nameSort', { meetingId }))}
          >
            {t('console.guest.nameSort')}
          </Button>
        }
        columns={[
          {
            title: t('console.guest.photo'),
            key: 'photo',
            width: 80,
            render: (_, guest) => <img src={guest.photo || defaultAvatar} alt="" className={styles.thumb} />,
          },
          {
            title: t('console.guest.name'),
            key: 'name',
            render: (_, g) => (
              <>
                {textOf(lang, g.name, g.nameEn)}
                {g.certified ? (
                  <Tag color="green" className={styles.certified}>
                    {t('console.guest.certified')}
                  </Tag>
                ) : null}
              </>
            ),
          },
          {
            title: t('console.guest.title'),
            key: 'title',
            render: (_, g) => textOf(lang, g.title, g.titleEn),
          },
          {
            title: t('console.guest.organization'),
            key: 'organization',
            render: (_, g) => textOf(lang, g.organization, g.organizationEn),
          },
        ]}
        dialogTitle={(row) => (row ? t('console.guest.edit') : t('console.guest.add'))}
        initialValues={(row) => row ?? { photo: '', mobile: '', keepOwnText: false }}
        fields={
          <ContractLimits schema={ZGuestSave}>
            <>
              <LazyImageField name="photo" label={t('console.guest.photo')} width={110} height={110} />
              <LangField name="name" label={t('console.guest.name')} lang={lang} required />
              <LangField name="title" label={t('console.guest.title')} lang={lang} />
              <LangField name="organization" label={t('console.guest.organization')} lang={lang} />
              <LangField
                name="introduction"
                label={t('console.guest.introduction')}
                lang={lang}
                kind="textarea"
              />
              <TextField
                name="mobile"
                label={t('console.guest.mobile')}
                extra={t('console.guest.mobileHint')}
              />
              <Form.Item
                name="keepOwnText"
                label={t('console.guest.keepOwnText')}
                valuePropName="checked"
                extra={t('console.guest.keepOwnTextHint')}
              >
                <Switch />
              </Form.Item>
            </>
          </ContractLimits>
        }
        onSave={async (values, row) =>
          !!(await run(() =>
            api.call('/meeting/auth/meeting/guest/save', { ...values, meetingId, id: row?.id }),
          ))
        }
        onDelete={(row) => run(() => api.call('/meeting/auth/meeting/guest/delete', { id: row.id }))}
        onSort={(ids) => run(() => api.call('/meeting/auth/meeting/guest/sort', { meetingId, ids }))}
      />
    </ConsolePage>
  );
}
