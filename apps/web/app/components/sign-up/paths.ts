/** The sign-up flow (SPEC 2: /meeting/apply add → pay → success) and the downloads of the console. */
export const applyPath = (meetingId: number) => `/meeting/apply?id=${meetingId}`;
export const payPath = (orderNo: string) => `/meeting/apply/pay?orderNo=${orderNo}`;
export const successPath = (orderNo: string) => `/meeting/apply/success?orderNo=${orderNo}`;

/** The personal centre's pages of sign-ups (SPEC 2 "meetingcenter": record, credentials). */
export const RECORDS_PATH = '/account/meetingcenter/record';
export const CREDENTIALS_PATH = '/account/meetingcenter/credentials';
export const credentialPath = (registrationId: number) => `${CREDENTIALS_PATH}?id=${registrationId}`;
export const ORDERS_PATH = '/account/order';

const meetingDownload = (path: string) => (meetingId: number) =>
  `/apis/meeting/auth/meeting/${path}?meetingId=${meetingId}`;
export const registerExportPath = meetingDownload('register/export');
export const importTemplatePath = meetingDownload('register/import/template');
export const importPath = meetingDownload('register/import');
export const inviteExportPath = meetingDownload('invite/code/export');
export const invoiceExportPath = meetingDownload('invoice/export');
export const customExportPath = (meetingId: number, columns: string[]) =>
  `${meetingDownload('register/export/custom')(meetingId)}&columns=${columns.map(encodeURIComponent).join(',')}`;

/** Company suggestions (SPEC 7: GET /meeting/api/unit/info/search/{name}). */
export const unitSearchPath = (name: string) =>
  `/apis/meeting/api/unit/info/search/${encodeURIComponent(name)}`;
