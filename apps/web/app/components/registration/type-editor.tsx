import type { TRegType } from '@huitang/contracts';
import { Form, Switch, Tag } from 'antd';
import { ChildEditor } from '../meeting/child-editor';
import { LangField, textOf } from '../meeting/lang-field';
import { useConsoleWrites } from '../meeting/use-console-writes';
import { LimitField, YuanField } from './form-items';
import { fenOfYuan, formatFen, yuanOfFen } from '../../lib/money';

interface TTypeValues {
  name: string;
  nameEn?: string;
  description?: string;
  descriptionEn?: string;
  feeYuan?: number;
  quota?: number | null;
  needsAudit?: boolean;
  inviteOnly?: boolean;
}

/** The registration types (SPEC 1): fee, places (or no limit), review, invitation only; in order. */
export function TypeEditor({ types }: { types: TRegType[] }) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  return (
    <ChildEditor<TRegType, TTypeValues>
      rows={types}
      busy={busy}
      addText={t('registration.types.add')}
      emptyText={t('registration.types.empty')}
      columns={[
        {
          title: t('registration.types.name'),
          key: 'name',
          render: (_, type) => textOf(lang, type.name, type.nameEn),
        },
        {
          title: t('registration.types.fee'),
          key: 'fee',
          width: 100,
          render: (_, type) => formatFen(type.feeFen),
        },
        {
          title: t('registration.types.places'),
          key: 'places',
          width: 120,
          render: (_, type) =>
            type.quota === null
              ? t('registration.types.takenUnlimited', { taken: type.taken })
              : `${type.taken} / ${type.quota}`,
        },
        {
          title: t('registration.types.rules'),
          key: 'rules',
          width: 160,
          render: (_, type) => (
            <>
              {type.needsAudit ? <Tag color="gold">{t('registration.types.needsAudit')}</Tag> : null}
              {type.inviteOnly ? <Tag color="purple">{t('registration.types.inviteOnly')}</Tag> : null}
            </>
          ),
        },
      ]}
      dialogTitle={(row) => (row ? t('registration.types.edit') : t('registration.types.add'))}
      initialValues={(row) =>
        row
          ? { ...row, feeYuan: yuanOfFen(row.feeFen) }
          : { feeYuan: 0, quota: null, needsAudit: false, inviteOnly: false }
      }
      fields={
        <>
          <LangField
            name="name"
            label={t('registration.types.name')}
            lang={lang}
            max={32}
            maxEn={64}
            required
          />
          <LangField
            name="description"
            label={t('registration.types.description')}
            lang={lang}
            max={500}
            maxEn={1000}
            kind="textarea"
            rows={3}
          />
          <YuanField
            name="feeYuan"
            label={t('registration.types.feeYuan')}
            extra={t('registration.types.feeHint')}
          />
          <LimitField
            name="quota"
            label={t('registration.types.quota')}
            extra={t('registration.types.quotaHint')}
          />
          <Form.Item name="needsAudit" label={t('registration.types.needsAudit')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="inviteOnly"
            label={t('registration.types.inviteOnly')}
            valuePropName="checked"
            extra={t('registration.types.inviteOnlyHint')}
          >
            <Switch />
          </Form.Item>
        </>
      }
      onSave={async ({ feeYuan, quota, description, descriptionEn, ...values }, row) =>
        !!(await run(() =>
          api.call('/meeting/auth/meeting/enroll/type/save', {
            ...values,
            description: description ?? '',
            descriptionEn: descriptionEn ?? '',
            feeFen: fenOfYuan(feeYuan),
            quota: quota ?? null,
            meetingId,
            id: row?.id,
          }),
        ))
      }
      onDelete={(row) => run(() => api.call('/meeting/auth/meeting/enroll/type/delete', { id: row.id }))}
      onSort={(ids) => run(() => api.call('/meeting/auth/meeting/enroll/type/sort', { meetingId, ids }))}
    />
  );
}
