import {
  CERTIFICATE_FIELDS,
  CERTIFICATE_SIZES,
  type TCertificateFieldKey,
  type TCertificateSize,
  type TCertificateTemplate,
} from '@huitang/contracts';
import { Button, Checkbox, Input, InputNumber, Select } from 'antd';
import type { Route } from './+types/certificate';
import { ConsolePage } from '../../../../components/console/console-page';
import { loadRows } from '../console-rows.server';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import { CardCanvas } from '../../../../components/onsite/card-canvas';
import { useCardDraft } from '../../../../components/onsite/use-card-draft';
import { CertificateRecords } from '../../../../components/onsite/certificate-records';
import { ImageUpload } from '../../../../components/upload/image-upload';
import { pageTitle } from '../../../../lib/page-title';
import styles from '../../../../components/onsite/badge.module.css';
import { loadTexts } from '../../../../i18n';

await loadTexts('onsite');

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.console.menu.certificate);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const [template, places, records] = await Promise.all([
    loadRows(request, context, '/meeting/auth/meeting/certificate/config/view'),
    loadRows(request, context, '/meeting/auth/meeting/place/list'),
    loadRows(request, context, '/meeting/auth/meeting/certificate/record/list', {
      pageCurrent: 1,
      pageSize: 20,
    }),
  ]);
  return { template, places: places.map((place) => ({ id: place.id, name: place.name })), records };
};

const FIELD_START = { x: 20, y: 20, step: 15, maxY: 180, size: 14, qrSize: 30 };

/**
 * /account/meeting/baseinfo/certificate: the certificate's look (size, background, fields dragged on
 * an A4 preview), its wording with {name} {meeting} {hours} {unit}, the serial number pattern and the
 * CME hours (for everyone, and per venue signed in at); then issuing and the records below.
 */
export default function CertificatePage({ loaderData: { template, places, records } }: Route.ComponentProps) {
  const { t, meeting, lang, api, busy, run } = useConsoleWrites();
  const { draft, setDraft, change, toggle } = useCardDraft<TCertificateFieldKey, TCertificateTemplate>(
    template,
    FIELD_START,
  );
  const size = CERTIFICATE_SIZES[draft.size];
  const fill = (text: string) =>
    text
      .replaceAll('{name}', t('onsite.sample'))
      .replaceAll('{meeting}', meeting.meetingName)
      .replaceAll('{hours}', String(draft.baseHours))
      .replaceAll('{unit}', t('onsite.sampleUnit'));
  const values: Record<TCertificateFieldKey, string> = {
    title: draft.title,
    body: fill(draft.body),
    name: t('onsite.sample'),
    unit: t('onsite.sampleUnit'),
    meetingName: meeting.meetingName,
    hours: t('onsite.certificates.hoursSample', { hours: draft.baseHours }),
    serial: t('onsite.certificates.serialSample'),
    issuedOn: t('onsite.certificates.issuedOnSample'),
    qr: '',
  };
  const hoursOf = (placeId: number) =>
    draft.placeHours.find((place) => place.placeId === placeId)?.hours ?? 0;
  const setPlaceHours = (placeId: number, hours: number) =>
    setDraft({
      ...draft,
      placeHours: [
        ...draft.placeHours.filter((place) => place.placeId !== placeId),
        ...(hours ? [{ placeId, hours }] : []),
      ],
    });

  return (
    <ConsolePage
      title={t('console.menu.certificate')}
      lang={lang}
      extra={
        <Button
          type="primary"
          size="middle"
          loading={busy}
          onClick={() => void run(() => api.call('/meeting/auth/meeting/certificate/config/edit', draft))}
        >
          {t('console.save')}
        </Button>
      }
    >
      <div className={styles.layout}>
        <div className={styles.settings}>
          <label>
            {t('onsite.certificates.size')}
            <Select<TCertificateSize>
              style={{ width: '100%' }}
              value={draft.size}
              onChange={(value) => setDraft({ ...draft, size: value })}
              options={(Object.keys(CERTIFICATE_SIZES) as TCertificateSize[]).map((value) => ({
                value,
                label: t(`onsite.certificates.sizes.${value}`),
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
          <label>
            {t('onsite.certificates.title')}
            <Input
              value={draft.title}
              maxLength={50}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            />
          </label>
          <label>
            {t('onsite.certificates.body')}
            <Input.TextArea
              rows={3}
              maxLength={500}
              value={draft.body}
              onChange={(event) => setDraft({ ...draft, body: event.target.value })}
            />
          </label>
          <label>
            {t('onsite.certificates.titleEn')}
            <Input
              value={draft.titleEn}
              maxLength={80}
              onChange={(event) => setDraft({ ...draft, titleEn: event.target.value })}
            />
          </label>
          <label>
            {t('onsite.certificates.bodyEn')}
            <Input.TextArea
              rows={2}
              maxLength={800}
              value={draft.bodyEn}
              onChange={(event) => setDraft({ ...draft, bodyEn: event.target.value })}
            />
          </label>
          <div className={styles.hint}>{t('onsite.certificates.englishHint')}</div>
          <div className={styles.hint}>{t('onsite.certificates.variables')}</div>
          <label>
            {t('onsite.certificates.serialFormat')}
            <Input
              value={draft.serialFormat}
              maxLength={40}
              onChange={(event) => setDraft({ ...draft, serialFormat: event.target.value })}
            />
          </label>
          <div className={styles.hint}>{t('onsite.certificates.serialHint')}</div>
          <label>
            {t('onsite.certificates.baseHours')}
            <InputNumber
              min={0}
              max={200}
              step={0.5}
              value={draft.baseHours}
              onChange={(hours) => setDraft({ ...draft, baseHours: hours ?? 0 })}
              style={{ width: '100%' }}
            />
          </label>
          {places.map((place) => (
            <label key={place.id}>
              {t('onsite.certificates.placeHours', { place: place.name })}
              <InputNumber
                min={0}
                max={200}
                step={0.5}
                value={hoursOf(place.id)}
                onChange={(hours) => setPlaceHours(place.id, hours ?? 0)}
                style={{ width: '100%' }}
              />
            </label>
          ))}
          <div>{t('onsite.fields')}</div>
          {CERTIFICATE_FIELDS.map((key) => {
            const field = draft.fields.find((f) => f.key === key);
            return (
              <div key={key} className={styles.fieldRow}>
                <Checkbox
                  className={styles.fieldName}
                  checked={Boolean(field)}
                  disabled={key === 'name' || key === 'serial'}
                  onChange={(event) => toggle(key, event.target.checked)}
                >
                  {t(`onsite.certificates.fieldNames.${key}`)}
                </Checkbox>
                {field ? (
                  <label>
                    {key === 'qr' ? t('onsite.qrSize') : t('onsite.fontSize')}{' '}
                    <InputNumber
                      min={6}
                      max={120}
                      value={field.size}
                      onChange={(value) => value && change(key, { size: value })}
                      style={{ width: 70 }}
                    />
                    {key === 'qr' ? null : (
                      <Checkbox
                        checked={field.align === 'center'}
                        onChange={(event) => change(key, { align: event.target.checked ? 'center' : 'left' })}
                      >
                        {t('onsite.centre')}
                      </Checkbox>
                    )}
                  </label>
                ) : null}
              </div>
            );
          })}
          <div className={styles.hint}>{t('onsite.certificates.dragHint')}</div>
        </div>
        <CardCanvas
          testId="certificate-canvas"
          widthMm={size.widthMm}
          heightMm={size.heightMm}
          pxPerMm={draft.size === 'a4landscape' ? 2 : 1.8}
          backgroundUrl={draft.backgroundUrl}
          fields={draft.fields}
          values={values}
          onMove={(key, x, y) => change(key, { x, y })}
        />
      </div>
      <CertificateRecords initial={records} />
    </ConsolePage>
  );
}
