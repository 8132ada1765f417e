import { MeetingSections, type TCallResponse } from '@huitang/contracts';
import { Form, Select, Switch, Tag } from 'antd';
import { Link } from 'react-router';
import type { Route } from './+types/navbar';
import { ChildEditor } from '../../../../components/console/child-editor';
import { ConsolePage } from '../../../../components/console/console-page';
import { loadRows } from '../console-rows.server';
import { meetingTitle } from '../../../../components/meeting/console-title';
import { LangField, textOf } from '../../../../components/console/lang-field';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import { ZMenuSave } from '@huitang/contracts';
import { ContractLimits } from '../../../../components/forms/contract-limits';

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  meetingTitle(matches[0].loaderData, (texts) => texts.console.menu.navbar);

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  menus: await loadRows(request, context, '/meeting/auth/meeting/menu/list'),
});

type TMenu = TCallResponse<'/meeting/auth/meeting/menu/list'>[number];
type TMenuValues = Omit<TMenu, 'id' | 'sort' | 'section'> & {
  section: (typeof MeetingSections)[number] | '';
};

const sectionOf = (section: string): TMenuValues['section'] =>
  MeetingSections.find((known) => known === section) ?? '';

/** The page body only matters for a menu of its own; a built-in section needs none. */
function ContentField({ lang }: { lang: 'zh' | 'en' }) {
  const { t } = useConsoleWrites();
  const section = Form.useWatch<string | undefined>('section');
  if (section) return null;
  return (
    <LangField
      name="content"
      label={t('console.navbar.content')}
      lang={lang}
      kind="html"
      rows={10}
      required
    />
  );
}

/** /account/meeting/baseinfo/navbar: the meeting's own menus, to its sections or to pages of their own. */
export default function Navbar({ loaderData: { menus } }: Route.ComponentProps) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  const sectionOptions = [
    { value: '', label: t('console.navbar.ownPage') },
    ...MeetingSections.map((section) => ({ value: section, label: t(`console.navbar.sections.${section}`) })),
  ];
  const sectionLabel = (section: string) =>
    sectionOptions.find((option) => option.value === section)?.label ?? section;
  return (
    <ConsolePage title={t('console.menu.navbar')} lang={lang}>
      <ChildEditor<TMenu, TMenuValues>
        rows={menus}
        busy={busy}
        addText={t('console.navbar.add')}
        emptyText={t('console.navbar.empty')}
        dialogWidth={760}
        columns={[
          {
            title: t('console.navbar.name'),
            key: 'name',
            render: (_, menu) => textOf(lang, menu.name, menu.nameEn),
          },
          {
            title: t('console.navbar.target'),
            key: 'section',
            render: (_, menu) => sectionLabel(menu.section),
          },
          {
            title: t('console.navbar.content'),
            key: 'page',
            width: 110,
            render: (_, menu) =>
              menu.section === '' ? (
                <Link to={`/account/meeting/baseinfo/navbaredit?id=${meetingId}&menu=${menu.id}`}>
                  {t('console.navbar.editPage')}
                </Link>
              ) : null,
          },
          {
            title: t('console.navbar.isShow'),
            key: 'isShow',
            width: 90,
            render: (_, menu) =>
              menu.isShow ? (
                <Tag color="green">{t('console.navbar.shown')}</Tag>
              ) : (
                <Tag>{t('console.navbar.hidden')}</Tag>
              ),
          },
        ]}
        dialogTitle={(row) => (row ? t('console.navbar.edit') : t('console.navbar.add'))}
        initialValues={(row) =>
          row ? { ...row, section: sectionOf(row.section) } : { section: 'intro', isShow: true }
        }
        fields={
          <ContractLimits schema={ZMenuSave}>
            <>
              <LangField name="name" label={t('console.navbar.name')} lang={lang} required />
              <Form.Item name="section" label={t('console.navbar.target')}>
                <Select options={sectionOptions} />
              </Form.Item>
              <ContentField lang={lang} />
              <Form.Item name="isShow" label={t('console.navbar.isShow')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </>
          </ContractLimits>
        }
        onSave={async (values, row) =>
          !!(await run(() =>
            api.call('/meeting/auth/meeting/menu/save', { ...values, meetingId, id: row?.id }),
          ))
        }
        onDelete={(row) => run(() => api.call('/meeting/auth/meeting/menu/delete', { id: row.id }))}
        onSort={(ids) => run(() => api.call('/meeting/auth/meeting/menu/sort', { meetingId, ids }))}
      />
    </ConsolePage>
  );
}
