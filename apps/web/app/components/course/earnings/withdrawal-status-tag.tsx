import type { TWithdrawal } from '@huitang/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

export function WithdrawalStatusTag({ status }: { status: TWithdrawal['status'] }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`course.earnings.statuses.${status}`)}</Tag>;
}
