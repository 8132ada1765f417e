import { ZMenuSave, type TCallResponse } from '@huitang/contracts';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Switch } from 'antd';
import { Link } from 'react-router';
import type { Route } from './+types/navbaredit';
import { ContractLimits } from '../../../../components/forms/contract-limits';
import { ConsolePage } from '../../../../components/console/console-page';
import { loadRows } from '../console-rows.server';
import { meetingTitle } from '../../../../components/meeting/console-title';
import { LangField, textOf } from '../../../../components/console/lang-field';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import { RichTextContent } from '../../../../components/rich-text/rich-text-content';
import styles from '../../../../components/meeting/navbar-edit.module.css';

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  meetingTitle(matches[0].loaderData, (texts) => texts.console.menu.navbaredit);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const menus = await loadRows(request, context, '/meeting/auth/meeting/menu/list');
  const menuId = Number(new URL(request.url).searchParams.get('menu'));
  return { menu: menus.find((menu) => menu.id === menuId) ?? null };
};

type TMenu = TCallResponse<'/meeting/auth/meeting/menu/list'>[number];
type TValues = Pick<TMenu, 'name' | 'nameEn' | 'content' | 'contentEn' | 'isShow'>;

/**
 * /account/meeting/baseinfo/navbaredit?id=<meeting>&menu=<menu> (SPEC baseinfo navbaredit): one of
 * the meeting's own navbar pages, written in the shared rich-text editor beside a live preview of
 * the page as attendees will read it, in the language being edited.
 */
export default function NavbarEdit({ loaderData: { menu } }: Route.ComponentProps) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  const [form] = Form.useForm<TValues>();
  const name = Form.useWatch('name', form) ?? menu?.name ?? '';
  const nameEn = Form.useWatch('nameEn', form) ?? menu?.nameEn ?? '';
  const content = Form.useWatch('content', form) ?? menu?.content ?? '';
  const contentEn = Form.useWatch('contentEn', form) ?? menu?.contentEn ?? '';
  const back = (
    <Link to={`/account/meeting/baseinfo/navbar?id=${meetingId}`}>
      <Button icon={<ArrowLeftOutlined />}>{t('console.navbar.backToList')}</Button>
    </Link>
  );
  if (!menu || menu.section !== '')
    return (
      <ConsolePage title={t('console.menu.navbaredit')} lang={lang}>
        <Empty description={t('console.navbar.notOwnPage')}>{back}</Empty>
      </ConsolePage>
    );
  const save = async (values: TValues) => {
    await run(() =>
      api.call('/meeting/auth/meeting/menu/save', { ...values, section: '', meetingId, id: menu.id }),
    );
  };
  return (
    <ConsolePage title={t('console.menu.navbaredit')} lang={lang} extra={back}>
      <div className={styles.layout}>
        <Form form={form} layout="vertical" initialValues={menu} onFinish={(values) => void save(values)}>
          <ContractLimits schema={ZMenuSave}>
            <>
              <LangField name="name" label={t('console.navbar.name')} lang={lang} required />
              <LangField
                name="content"
                label={t('console.navbar.content')}
                lang={lang}
                kind="html"
                rows={16}
              />
              <Form.Item name="isShow" label={t('console.navbar.isShow')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </>
          </ContractLimits>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('console.navbar.savePage')}
          </Button>
        </Form>
        <section
          className={styles.preview}
          aria-label={t('console.navbar.preview')}
          data-testid="navbar-preview"
        >
          <div className={styles.previewBar}>{t('console.navbar.preview')}</div>
          <div className={styles.previewPage}>
            <h2>{textOf(lang, name, nameEn)}</h2>
            <RichTextContent html={textOf(lang, content, contentEn)} />
          </div>
        </section>
      </div>
    </ConsolePage>
  );
}
