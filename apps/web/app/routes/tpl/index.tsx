import { Code, ORG_TEMPLATES, type TOrg, type TOrgTemplate } from '@huitang/contracts';
import { CheckCircleFilled, EyeOutlined } from '@ant-design/icons';
import { Button, Modal, Popconfirm, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigate } from 'react-router';
import type { Route } from './+types/index';
import { serverApi } from '../../api/server';
import { pageTitle } from '../../lib/page-title';
import { hasToken } from '../../loaders/session.server';
import { idOrUndefined } from '../../lib/route-id';
import { stop } from '../../lib/stop';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import { useOrgName } from '../../components/organization/org-name';
import styles from '../../components/organization/template-gallery.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('publisher');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.orgTemplate.title);

const canEdit = (org: TOrg) => org.role === 'owner' || org.role === 'admin';

/**
 * Only those who run an organisation's site (its owner or admins) see the gallery; anyone else is
 * sent to the directory of organisations (issue 22).
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  if (!hasToken(request)) stop(redirect('/organization'));
  const api = serverApi(context);
  const mine = await api.call('/user/auth/org/mine', {});
  const orgs = mine.code === Code.OK ? mine.data.filter(canEdit) : [];
  const asked = idOrUndefined(new URL(request.url).searchParams.get('orgId'));
  const org = orgs.find((one) => one.id === asked) ?? orgs[0];
  if (!org) stop(redirect('/organization'));
  const page = await api.call('/user/auth/org/page/get', { orgId: org.id });
  if (page.code !== Code.OK) stop(redirect('/organization'));
  return { org, orgs, template: page.data.template };
};

const previewPath = (orgId: number, template: TOrgTemplate) => `/organization/view/${orgId}?tpl=${template}`;

/** A layout's card: the organisation's own home page in that layout, shrunk, with its name and use. */
function TemplateCard({
  orgId,
  template,
  current,
  onPreview,
  onApply,
  busy,
}: {
  orgId: number;
  template: TOrgTemplate;
  current: boolean;
  onPreview: () => void;
  onApply: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const name = t(`orgTemplate.name.${template}`);
  return (
    <article className={current ? `${styles.card} ${styles.current}` : styles.card} data-template={template}>
      <button
        type="button"
        className={styles.thumb}
        onClick={onPreview}
        aria-label={t('orgTemplate.previewOf', { name })}
      >
        {/* The real page, drawn at 1200 px and scaled down: what the visitors will see. */}
        <iframe src={previewPath(orgId, template)} title={name} tabIndex={-1} loading="lazy" />
      </button>
      <div className={styles.cardBody}>
        <h2>
          {name}
          {current ? (
            <Tag color="green" icon={<CheckCircleFilled />} className={styles.inUse}>
              {t('orgTemplate.current')}
            </Tag>
          ) : null}
        </h2>
        <p>{t(`orgTemplate.description.${template}`)}</p>
        <div className={styles.actions}>
          <Button icon={<EyeOutlined />} onClick={onPreview}>
            {t('orgTemplate.preview')}
          </Button>
          {current ? null : (
            <Popconfirm
              title={t('orgTemplate.applyConfirm', { name })}
              description={t('orgTemplate.applyConfirmNote')}
              onConfirm={onApply}
            >
              <Button type="primary" loading={busy}>
                {t('orgTemplate.apply')}
              </Button>
            </Popconfirm>
          )}
        </div>
      </div>
    </article>
  );
}

/** /tpl: the organisation site's template gallery (SPEC top level, issue 22, decision 037). */
export default function TemplateGallery({ loaderData: { org, orgs, template } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const navigate = useNavigate();
  const orgName = useOrgName();
  const [previewing, setPreviewing] = useState<TOrgTemplate | null>(null);
  const apply = (chosen: TOrgTemplate) =>
    run(() => api.call('/user/auth/org/page/template', { orgId: org.id, template: chosen }));
  return (
    <div className={`ht-container ${styles.page}`}>
      <h1 className={styles.title}>{t('orgTemplate.title')}</h1>
      <div className={styles.head}>
        <p>{t('orgTemplate.subtitle', { name: orgName(org) })}</p>
        <div className={styles.headActions}>
          {orgs.length > 1 ? (
            <Select
              aria-label={t('orgTemplate.chooseOrg')}
              value={org.id}
              onChange={(id) => void navigate(`/tpl?orgId=${id}`)}
              options={orgs.map((one) => ({ value: one.id, label: orgName(one) }))}
              className={styles.orgSelect}
            />
          ) : null}
          <Link to={`/organization/view/${org.id}`}>
            <Button>{t('orgTemplate.openSite')}</Button>
          </Link>
        </div>
      </div>
      <div className={styles.grid}>
        {ORG_TEMPLATES.map((one) => (
          <TemplateCard
            key={one}
            orgId={org.id}
            template={one}
            current={one === template}
            busy={busy}
            onPreview={() => setPreviewing(one)}
            onApply={() => void apply(one)}
          />
        ))}
      </div>
      <p className={styles.note}>
        {t('orgTemplate.sectionsNote')}{' '}
        <Link to={`/account/organization/config?orgId=${org.id}`}>{t('orgTemplate.toConfig')}</Link>
      </p>
      <Modal
        open={previewing !== null}
        onCancel={() => setPreviewing(null)}
        width={1240}
        centered
        destroyOnHidden
        title={previewing ? t('orgTemplate.previewOf', { name: t(`orgTemplate.name.${previewing}`) }) : null}
        footer={
          previewing && previewing !== template ? (
            <Popconfirm
              title={t('orgTemplate.applyConfirm', { name: t(`orgTemplate.name.${previewing}`) })}
              description={t('orgTemplate.applyConfirmNote')}
              onConfirm={() => void apply(previewing).then((applied) => applied && setPreviewing(null))}
            >
              <Button type="primary" loading={busy}>
                {t('orgTemplate.apply')}
              </Button>
            </Popconfirm>
          ) : null
        }
      >
        {previewing ? (
          <iframe
            className={styles.previewFrame}
            src={previewPath(org.id, previewing)}
            title={t(`orgTemplate.name.${previewing}`)}
          />
        ) : null}
      </Modal>
    </div>
  );
}
