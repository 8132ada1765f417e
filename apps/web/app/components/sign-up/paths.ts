import { linkTo, uploadTo } from '@huitang/contracts';

/** The sign-up flow (SPEC 2: /meeting/apply add → pay → success) and the downloads of the console. */
export const applyPath = (meetingId: number) => `/meeting/apply?id=${meetingId}`;
export const payPath = (orderNo: string) => `/meeting/apply/pay?orderNo=${orderNo}`;
export const successPath = (orderNo: string) => `/meeting/apply/success?orderNo=${orderNo}`;

/** The personal centre's pages of sign-ups (SPEC 2 "meetingcenter": record, credentials). */
export const RECORDS_PATH = '/account/meetingcenter/record';
export const CREDENTIALS_PATH = '/account/meetingcenter/credentials';
export const credentialPath = (registrationId: number) => `${CREDENTIALS_PATH}?id=${registrationId}`;
export const ORDERS_PATH = '/account/order';

/** The console's downloads and the import upload; addresses come from the contract's `links`. */
export const registerExportPath = (meetingId: number) =>
  linkTo('/meeting/auth/meeting/register/export', { meetingId });
export const importTemplatePath = (meetingId: number) =>
  linkTo('/meeting/auth/meeting/register/import/template', { meetingId });
export const importPath = (meetingId: number) =>
  uploadTo('/meeting/auth/meeting/register/import', { meetingId });
export const inviteExportPath = (meetingId: number) =>
  linkTo('/meeting/auth/meeting/invite/code/export', { meetingId });
export const invoiceExportPath = (meetingId: number) =>
  linkTo('/meeting/auth/meeting/invoice/export', { meetingId });
export const customExportPath = (meetingId: number, columns: string[]) =>
  linkTo('/meeting/auth/meeting/register/export/custom', { meetingId, columns: columns.join(',') });

/** Company suggestions (SPEC 7: GET /meeting/api/unit/info/search/{name}). */
export const unitSearchPath = (name: string) => linkTo('/meeting/api/unit/info/search/:name', { name });
