import type { TRegistration } from '@huitang/contracts';
import { Descriptions, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format-time';
import { formatFen } from '../../lib/money';
import { isBuiltin, type TFieldView } from './form-fields';
import { OrderStatusTag, RegistrationStatusTag } from './status-tags';

const answerText = (answer: string | string[] | undefined, separator: string) =>
  Array.isArray(answer) ? answer.join(separator) : (answer ?? '');

/** One registration in full: the answers to the meeting's form, its type, order and review. */
export function RegistrationDrawer({
  registration,
  fields,
  onClose,
}: {
  registration: TRegistration | null;
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
        {t('registration.signup.openAttachment')}
      </a>
    ) : (
      value
    );
  };
  return (
    <Drawer
      open={row !== null}
      size={640}
      title={t('registration.signup.viewTitle')}
      onClose={onClose}
      destroyOnHidden
    >
      {row ? (
        <Descriptions
          column={1}
          bordered
          items={[
            ...fields.map((field) => ({ key: field.key, label: field.label, children: answer(field) })),
            { key: 'type', label: t('registration.signup.type'), children: row.typeName },
            { key: 'fee', label: t('registration.signup.fee'), children: formatFen(row.feeFen) },
            {
              key: 'status',
              label: t('registration.signup.status'),
              children: <RegistrationStatusTag status={row.status} />,
            },
            ...(row.auditReason
              ? [{ key: 'reason', label: t('registration.signup.reason'), children: row.auditReason }]
              : []),
            { key: 'orderNo', label: t('registration.order.orderNo'), children: row.orderNo },
            {
              key: 'orderStatus',
              label: t('registration.order.status'),
              children: <OrderStatusTag status={row.orderStatus} />,
            },
            { key: 'buyer', label: t('registration.order.buyer'), children: row.buyerMobile },
            {
              key: 'source',
              label: t('registration.signup.source'),
              children: t(`registration.source.${row.source}`),
            },
            ...(row.credentialCode
              ? [
                  {
                    key: 'credential',
                    label: t('registration.signup.credential'),
                    children: row.credentialCode,
                  },
                ]
              : []),
            { key: 'created', label: t('registration.signup.created'), children: formatTime(row.gmtCreate) },
          ]}
        />
      ) : null}
    </Drawer>
  );
}
