import type { TCertificateRow } from './certificate.repository.ts';

export const present = (row: TCertificateRow) => ({
  id: row.id,
  meetingId: row.meetingId,
  serial: row.serial,
  name: row.name,
  mobile: row.mobile,
  unit: row.unit,
  hours: row.hours,
  issuedAt: row.issuedAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  revokeReason: row.revokeReason,
});
