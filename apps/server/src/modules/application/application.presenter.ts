import type { TApplication } from '@huitang/contracts';
import type { TApplicationRow } from './application.repository.ts';

export const present = (row: TApplicationRow): TApplication => ({
  id: row.id,
  kind: row.kind,
  status: row.status as TApplication['status'],
  rejectReason: row.rejectReason,
  form: row.form,
  gmtCreate: row.createdAt.toISOString(),
  gmtAudit: row.auditedAt?.toISOString() ?? null,
});
