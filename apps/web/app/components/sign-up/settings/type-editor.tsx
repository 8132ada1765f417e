import type { TRegType } from '@huitang/contracts';
import { Form, Switch, Tag } from 'antd';
import { ChildEditor } from '../../console/child-editor';
import { LangField, textOf } from '../../console/lang-field';
import { useConsoleWrites } from '../../console/use-console-writes';
import { LimitField, YuanField } from './form-items';
import { fenOfYuan, formatFen, yuanOfFen } from '../../../lib/format/money';
import { ZRegTypeSave } from '@huitang/contracts';
import { ContractLimits } from '../../forms/contract-limits';

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
      addText={t('signUp.types.add')}
      emptyText={t('signUp.types.empty')}
      columns={[
        {
          title: t('signUp.types.name'),
          key: 'name',
          render: (_, type) => textOf(lang, type.name, type.nameEn),
        },
        {
          title: t('signUp.types.fee'),
          key: 'fee',
          width: 100,
          render: (_, type) => formatFen(type.feeFen),
        },
        {
          title: t('signUp.types.places'),
          key: 'places',
          width: 120,
          render: (_, type) =>
            type.quota === null
              ? t('signUp.types.takenUnlimited', { taken: type.taken })
              : `${type.taken} / ${type.quota}`,
        },
        {
          title: t('signUp.types.rules'),
          key: 'rules',
          width: 160,
          render: (_, type) => (
            <>
              {type.needsAudit ? <Tag color="gold">{t('signUp.types.needsAudit')}</Tag> : null}
              {type.inviteOnly ? <Tag color="purple">{t('signUp.types.inviteOnly')}</Tag> : null}
            </>
          ),
        },
      ]}
      dialogTitle={(row) => (row ? t('signUp.types.edit') : t('signUp.types.add'))}
      initialValues={(row) =>
        row
          ? { ...row, feeYuan: yuanOfFen(row.feeFen) }
          : { feeYuan: 0, quota: null, needsAudit: false, inviteOnly: false }
      }
      fields={
        <ContractLimits schema={ZRegTypeSave}>
          <>
            <LangField name="name" label={t('signUp.types.name')} lang={lang} required />
            <LangField
              name="description"
              label={t('signUp.types.description')}
              lang={lang}
              kind="textarea"
              rows={3}
            />
            <YuanField name="feeYuan" label={t('signUp.types.feeYuan')} extra={t('signUp.types.feeHint')} />
            <LimitField name="quota" label={t('signUp.types.quota')} extra={t('signUp.types.quotaHint')} />
            <Form.Item name="needsAudit" label={t('signUp.types.needsAudit')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item
              name="inviteOnly"
              label={t('signUp.types.inviteOnly')}
              valuePropName="checked"
              extra={t('signUp.types.inviteOnlyHint')}
            >
              <Switch />
            </Form.Item>
          </>
        </ContractLimits>
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
