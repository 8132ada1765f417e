import {
  BADGE_FIELDS,
  BADGE_SIZES,
  linkTo,
  type TBadgeFieldKey,
  type TBadgeSize,
  type TBadgeTemplate,
} from '@huitang/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Checkbox, InputNumber, Select } from 'antd';
import { useState } from 'react';
import type { Route } from './+types/badge';
import { ConsolePage } from '../../../../components/console/console-page';
import { loadRows } from '../console-rows.server';
import { textOf } from '../../../../components/console/lang-field';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import { CardCanvas } from '../../../../components/onsite/card-canvas';
import { useCardDraft } from '../../../../components/onsite/use-card-draft';
import { ImageUpload } from '../../../../components/upload/image-upload';
import { pageTitle } from '../../../../lib/page-title';
import styles from '../../../../components/onsite/badge.module.css';
import { loadTexts } from '../../../../i18n';

await loadTexts('onsite');

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.console.menu.signBadge);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const [template, sample, settings] = await Promise.all([
    loadRows(request, context, '/meeting/auth/meeting/breastpiece/info/view'),
    loadRows(request, context, '/meeting/auth/meeting/register/sign/list', { pageCurrent: 1, pageSize: 1 }),
    loadRows(request, context, '/meeting/auth/meeting/enroll/get', { hotels: false }),
  ]);
  return { template, sample: sample.list[0] ?? null, types: settings.types };
};

const FIELD_START = { x: 6, y: 6, step: 10, maxY: 100, size: 12, qrSize: 24 };

/**
 * /account/meeting/sign/badge (SPEC breastpiece): the badge's size, background and fields, placed by
 * dragging on a preview of a real attendee; PDFs of everyone, today's check-ins or one type.
 */
export default function BadgeTemplatePage({ loaderData: { template, sample, types } }: Route.ComponentProps) {
  const { t, meeting, meetingId, lang, api, busy, run } = useConsoleWrites();
  const { draft, setDraft, change, toggle } = useCardDraft<TBadgeFieldKey, TBadgeTemplate>(
    template,
    FIELD_START,
  );
  const [typeId, setTypeId] = useState<number | undefined>();
  const values: Record<TBadgeFieldKey, string> = {
    name: sample?.name ?? t('onsite.sample'),
    unit: sample?.unit || t('onsite.sampleUnit'),
    position: t('onsite.fieldNames.position'),
    typeName: sample?.typeName ?? t('onsite.fieldNames.typeName'),
    seat: `${t('onsite.seat')} 8-12`,
    meetingName: meeting.meetingName,
    qr: '',
  };
  const pdf = (query: { id?: number; typeId?: number; checkedInToday?: '1' }) =>
    linkTo('/meeting/auth/meeting/breastpiece/pdf', { meetingId, ...query });

  return (
    <ConsolePage
      title={t('console.menu.signBadge')}
      lang={lang}
      extra={
        <Button
          type="primary"
          size="middle"
          loading={busy}
          onClick={() => void run(() => api.call('/meeting/auth/meeting/breastpiece/info/edit', draft))}
        >
          {t('console.save')}
        </Button>
      }
    >
      <div className={styles.layout}>
        <div className={styles.settings}>
          <label>
            {t('onsite.badgeSize')}
            <Select<TBadgeSize>
              style={{ width: '100%' }}
              value={draft.size}
              onChange={(size) => setDraft({ ...draft, size })}
              options={Object.keys(BADGE_SIZES).map((size) => ({
                value: size as TBadgeSize,
                label: t(`onsite.sizes.${size as TBadgeSize}`),
              }))}
            />
          </label>
          <div>
            <div>{t('onsite.background')}</div>
            <ImageUpload
              label={t('onsite.background')}
              value={draft.backgroundUrl}
              onChange={(backgroundUrl) => setDraft({ ...draft, backgroundUrl })}
              clearable
              printable
            />
          </div>
          <div>{t('onsite.fields')}</div>
          {BADGE_FIELDS.map((key) => {
            const field = draft.fields.find((f) => f.key === key);
            return (
              <div key={key} className={styles.fieldRow}>
                <Checkbox
                  className={styles.fieldName}
                  checked={Boolean(field)}
                  disabled={key === 'name'}
                  onChange={(event) => toggle(key, event.target.checked)}
                >
                  {t(`onsite.fieldNames.${key}`)}
                </Checkbox>
                {field ? (
                  <>
                    <InputNumber
                      aria-label={`${t(`onsite.fieldNames.${key}`)} ${key === 'qr' ? t('onsite.qrSize') : t('onsite.fontSize')}`}
                      min={6}
                      max={120}
                      value={field.size}
                      addonBefore={key === 'qr' ? t('onsite.qrSize') : t('onsite.fontSize')}
                      onChange={(size) => size && change(key, { size })}
                      style={{ width: 150 }}
                    />
                    {key === 'qr' ? null : (
                      <>
                        <Checkbox
                          checked={field.align === 'center'}
                          onChange={(event) =>
                            change(key, { align: event.target.checked ? 'center' : 'left' })
                          }
                        >
                          {t('onsite.centre')}
                        </Checkbox>
                        <Checkbox
                          checked={field.bold}
                          onChange={(event) => change(key, { bold: event.target.checked })}
                        >
                          {t('onsite.bold')}
                        </Checkbox>
                      </>
                    )}
                  </>
                ) : null}
              </div>
            );
          })}
          <div className={styles.hint}>{t('onsite.dragHint')}</div>
          <div className={styles.downloads}>
            <a href={pdf({})} download>
              <Button icon={<DownloadOutlined />}>{t('onsite.printAll')}</Button>
            </a>
            <a href={pdf({ checkedInToday: '1' })} download>
              <Button icon={<DownloadOutlined />}>{t('onsite.printToday')}</Button>
            </a>
          </div>
          <div className={styles.downloads}>
            <Select<number>
              allowClear
              placeholder={t('onsite.printType')}
              style={{ width: 200 }}
              value={typeId}
              onChange={setTypeId}
              options={types.map((type) => ({ value: type.id, label: textOf(lang, type.name, type.nameEn) }))}
            />
            {typeId ? (
              <a href={pdf({ typeId })} download>
                <Button icon={<DownloadOutlined />}>PDF</Button>
              </a>
            ) : null}
          </div>
          <div className={styles.hint}>{t('onsite.saveFirst')}</div>
        </div>
        <CardCanvas
          testId="badge-canvas"
          widthMm={BADGE_SIZES[draft.size].widthMm}
          heightMm={BADGE_SIZES[draft.size].heightMm}
          backgroundUrl={draft.backgroundUrl}
          fields={draft.fields}
          values={values}
          onMove={(key, x, y) => change(key, { x, y })}
        />
      </div>
    </ConsolePage>
  );
}
