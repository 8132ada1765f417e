import type { TDiscount, TRegType } from '@huitang/contracts';
import { DatePicker, Form, Input, InputNumber, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ChildEditor } from '../../console/child-editor';
import { useConsoleWrites } from '../../console/use-console-writes';
import { fenOfYuan, formatFen, yuanOfFen } from '../../../lib/format/money';
import { chinaClock } from '@huitang/contracts/china-time';
import { isoOfPicker, pickerOf } from '../../../lib/china-picker';
import { LimitField, TypesField, useTypeNames } from './form-items';
import { useContractText } from '../use-contract-text';
import { ZDiscountSave, maxLengthOf } from '@huitang/contracts';

interface TDiscountValues {
  code: string;
  kind: TDiscount['kind'];
  /** Yuan off for a fixed discount, percent off for a percentage. */
  amount?: number;
  usageLimit?: number | null;
  validity?: [Dayjs | null, Dayjs | null] | null;
  typeIds?: number[];
}

const CODE = /^[A-Za-z0-9_-]{3,32}$/;

/** Fixed amount in yuan or a percentage, as the list shows it. */
function DiscountValue({ discount }: { discount: Pick<TDiscount, 'kind' | 'value'> }) {
  const { t } = useTranslation();
  return discount.kind === 'fixed'
    ? t('signUp.discounts.fixedOff', { amount: formatFen(discount.value) })
    : t('signUp.discounts.percentOff', { percent: discount.value });
}

/**
 * Discount codes (SPEC 1): a fixed amount or a percentage off each place, a usage limit, a validity
 * and the types they apply to. A code already used by the meeting is refused with the server's
 * 'duplicate discount code, re-enter' and the dialog stays open.
 */
export function DiscountEditor({ discounts, types }: { discounts: TDiscount[]; types: TRegType[] }) {
  const { t, meetingId, api, busy, run } = useConsoleWrites();
  const contract = useContractText();
  const typeNames = useTypeNames(types);
  return (
    <ChildEditor<TDiscount, TDiscountValues>
      rows={discounts}
      busy={busy}
      addText={t('signUp.discounts.add')}
      emptyText={t('signUp.discounts.empty')}
      columns={[
        { title: t('signUp.discounts.code'), dataIndex: 'code', width: 150 },
        {
          title: t('signUp.discounts.value'),
          key: 'value',
          width: 120,
          render: (_, row) => <DiscountValue discount={row} />,
        },
        {
          title: t('signUp.discounts.used'),
          key: 'used',
          width: 100,
          render: (_, row) => `${row.used} / ${row.usageLimit ?? t('signUp.common.unlimited')}`,
        },
        {
          title: t('signUp.discounts.validity'),
          key: 'validity',
          width: 230,
          render: (_, row) =>
            row.validFrom || row.validTo
              ? `${row.validFrom ? chinaClock(row.validFrom) : ''} ~ ${row.validTo ? chinaClock(row.validTo) : ''}`
              : t('signUp.discounts.always'),
        },
        {
          title: t('signUp.discounts.types'),
          key: 'types',
          render: (_, row) => typeNames(row.typeIds, t('signUp.discounts.allTypes')),
        },
      ]}
      dialogTitle={(row) => (row ? t('signUp.discounts.edit') : t('signUp.discounts.add'))}
      initialValues={(row) =>
        row
          ? {
              ...row,
              amount: row.kind === 'fixed' ? yuanOfFen(row.value) : row.value,
              validity: [
                pickerOf(row.validFrom ?? undefined) ?? null,
                pickerOf(row.validTo ?? undefined) ?? null,
              ],
            }
          : { kind: 'fixed', usageLimit: null, typeIds: [] }
      }
      fields={
        <>
          <Form.Item
            name="code"
            label={t('signUp.discounts.code')}
            normalize={(value: string) => value.trim()}
            rules={[
              { required: true, message: t('common.enter', { field: t('signUp.discounts.code') }) },
              { pattern: CODE, message: contract('signUp.codeFormat') },
            ]}
          >
            <Input
              maxLength={maxLengthOf(ZDiscountSave, 'code')}
              placeholder={t('common.enter', { field: t('signUp.discounts.code') })}
            />
          </Form.Item>
          <Form.Item name="kind" label={t('signUp.discounts.kind')}>
            <Radio.Group
              options={[
                { value: 'fixed', label: t('signUp.discounts.fixed') },
                { value: 'percent', label: t('signUp.discounts.percent') },
              ]}
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['kind']}>
            {({ getFieldValue }) => {
              const fixed = getFieldValue('kind') === 'fixed';
              return (
                <Form.Item
                  name="amount"
                  label={fixed ? t('signUp.discounts.amountYuan') : t('signUp.discounts.amountPercent')}
                  rules={[
                    {
                      required: true,
                      message: t('common.enter', { field: t('signUp.discounts.value') }),
                    },
                  ]}
                >
                  {fixed ? (
                    <InputNumber min={0.01} max={1_000_000} precision={2} prefix="¥" style={{ width: 200 }} />
                  ) : (
                    <InputNumber min={1} max={100} precision={0} suffix="%" style={{ width: 200 }} />
                  )}
                </Form.Item>
              );
            }}
          </Form.Item>
          <LimitField
            name="usageLimit"
            label={t('signUp.discounts.usageLimit')}
            extra={t('signUp.discounts.usageLimitHint')}
          />
          <Form.Item
            name="validity"
            label={t('signUp.discounts.validity')}
            extra={t('signUp.discounts.validityHint')}
          >
            <DatePicker.RangePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              allowEmpty={[true, true]}
            />
          </Form.Item>
          <TypesField
            name="typeIds"
            label={t('signUp.discounts.types')}
            extra={t('signUp.discounts.typesHint')}
            types={types}
            allText={t('signUp.discounts.allTypes')}
          />
        </>
      }
      onSave={async ({ amount, validity, usageLimit, ...values }, row) =>
        !!(await run(() =>
          api.call('/meeting/auth/meeting/discount/save', {
            ...values,
            value: values.kind === 'fixed' ? fenOfYuan(amount) : (amount ?? 0),
            usageLimit: usageLimit ?? null,
            validFrom: validity?.[0] ? isoOfPicker(validity[0]) : null,
            validTo: validity?.[1] ? isoOfPicker(validity[1]) : null,
            typeIds: values.typeIds ?? [],
            meetingId,
            id: row?.id,
          }),
        ))
      }
      onDelete={(row) => run(() => api.call('/meeting/auth/meeting/discount/delete', { id: row.id }))}
    />
  );
}
