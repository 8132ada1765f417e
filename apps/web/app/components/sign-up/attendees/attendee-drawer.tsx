import type { TAttendee } from '@huitang/contracts';
import { Descriptions, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../lib/format/money';
import { isBuiltin, type TFieldView } from '../form-fields';
import { OrderStatusTag, AttendeeStatusTag } from '../status-tags';
import { chinaTime } from '@huitang/contracts/china-time';

const answerText = (answer: string | string[] | undefined, separator: string) =>
  Array.isArray(answer) ? answer.join(separator) : (answer ?? '');

/** One registration in full: the answers to the meeting's form, its type, order and review. */
export function AttendeeDrawer({
  registration,
  fields,
  onClose,
}: {
  registration: TAttendee | null;
  fields: TFieldView[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const row = registration;
  const separator = t('common.listSeparator');
  const answer = (field: TFieldView) => {
    if (!row) return '';
    if (isBuiltin(field.key)) return row[field.key];
    const value = answerText(row.extra[field.key], separator);
    return field.kind === 'attachment' && value ? (
      <a href={value} target="_blank" rel="noreferrer">
        {t('signUp.signup.openAttachment')}
      </a>
    ) : (
      value
    );
  };
  return (
    <Drawer
      open={row !== null}
      size={640}
      title={t('signUp.signup.viewTitle')}
      onClose={onClose}
      destroyOnHidden
    >
      {row ? (
        <Descriptions
          column={1}
          bordered
          items={[
            ...fields.map((field) => ({ key: field.key, label: field.label, children: answer(field) })),
            { key: 'type', label: t('signUp.signup.type'), children: row.typeName },
            { key: 'fee', label: t('signUp.signup.fee'), children: formatFen(row.feeFen) },
            {
              key: 'status',
              label: t('signUp.signup.status'),
              children: <AttendeeStatusTag status={row.status} />,
            },
            ...(row.auditReason
              ? [{ key: 'reason', label: t('signUp.signup.reason'), children: row.auditReason }]
              : []),
            { key: 'orderNo', label: t('signUp.order.orderNo'), children: row.orderNo },
            {
              key: 'orderStatus',
              label: t('signUp.order.status'),
              children: <OrderStatusTag status={row.orderStatus} />,
            },
            { key: 'buyer', label: t('signUp.order.buyer'), children: row.buyerMobile },
            {
              key: 'source',
              label: t('signUp.signup.source'),
              children: t(`signUp.source.${row.source}`),
            },
            ...(row.credentialCode
              ? [
                  {
                    key: 'credential',
                    label: t('signUp.signup.credential'),
                    children: row.credentialCode,
                  },
                ]
              : []),
            { key: 'created', label: t('signUp.signup.created'), children: chinaTime(row.gmtCreate) },
          ]}
        />
      ) : null}
    </Drawer>
  );
}
