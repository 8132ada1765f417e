import type { TWithdrawal } from '@huitang/contracts';
import type { TWithdrawalRow } from './earnings.repository.ts';

export const presentWithdrawal = ({
  withdrawal,
  ownerName,
}: {
  withdrawal: TWithdrawalRow;
  ownerName: string | null;
}): TWithdrawal => ({
  id: withdrawal.id,
  kind: withdrawal.kind,
  ownerId: withdrawal.ownerId,
  ownerName: ownerName ?? '',
  amountFen: withdrawal.amountFen,
  method: withdrawal.method,
  accountName: withdrawal.accountName,
  accountNo: withdrawal.accountNo,
  bankName: withdrawal.bankName,
  status: withdrawal.status,
  note: withdrawal.note,
  gmtCreate: withdrawal.createdAt.toISOString(),
  gmtDecided: withdrawal.decidedAt?.toISOString() ?? null,
});
