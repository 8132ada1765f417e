import { DownloadOutlined, ImportOutlined, PlusOutlined, TableOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { Route } from './+types/attendsignup';
import { ListPager } from '../../../components/list-pager';
import { ConsolePage } from '../../../components/console/console-page';
import { loadRows } from './console-rows.server';
import { useConsoleWrites } from '../../../components/console/use-console-writes';
import {
  AttendeeDialog,
  ExportDialog,
  ImportDialog,
} from '../../../components/sign-up/attendees/lazy-dialogs';
import { fieldViewsOf } from '../../../components/sign-up/form-fields';
import { registerExportPath } from '../../../components/sign-up/paths';
import { AttendeeFilters } from '../../../components/sign-up/attendees/attendee-filters';
import { registrationRequestOf } from '../../../components/sign-up/attendees/attendee-query';
import { AttendeeSummary } from '../../../components/sign-up/attendees/attendee-summary';
import { AttendeeTable } from '../../../components/sign-up/attendees/attendee-table';
import { pageTitle } from '../../../lib/page-title';
import styles from '../../../components/console/console.module.css';
import { loadTexts } from '../../../i18n';

await loadTexts('signUp');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.console.menu.attendsignup);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const { filters, body } = registrationRequestOf(request);
  // The summary carries the places per type register/lock/list answers (summary.types): not asked twice.
  const [page, summary, settings] = await Promise.all([
    loadRows(request, context, '/meeting/auth/meeting/register/list', body),
    loadRows(request, context, '/meeting/auth/meeting/register/summary'),
    loadRows(request, context, '/meeting/auth/meeting/enroll/get', { hotels: false }),
  ]);
  return { page, filters, summary, fields: settings.fields, types: settings.types };
};

type TDialog = 'manual' | 'import' | 'export' | null;

/**
 * /account/meeting/attendsignup: every registration of the meeting with its summary; review, edit,
 * register by hand, import from Excel and export (SPEC 1 attendee management).
 */
export default function AttendSignup({ loaderData }: Route.ComponentProps) {
  const { page, filters, summary, types } = loaderData;
  const { t, meetingId, lang } = useConsoleWrites();
  const fields = fieldViewsOf(loaderData.fields, lang);
  const [dialog, setDialog] = useState<TDialog>(null);
  const close = () => setDialog(null);
  return (
    <ConsolePage
      title={t('console.menu.attendsignup')}
      lang={lang}
      extra={
        <div className={styles.toolbarActions}>
          <a href={registerExportPath(meetingId)} download>
            <Button size="middle" icon={<DownloadOutlined />}>
              {t('signUp.common.exportXlsx')}
            </Button>
          </a>
          <Button size="middle" icon={<TableOutlined />} onClick={() => setDialog('export')}>
            {t('signUp.export.title')}
          </Button>
          <Button size="middle" icon={<ImportOutlined />} onClick={() => setDialog('import')}>
            {t('signUp.import.title')}
          </Button>
          <Button type="primary" size="middle" icon={<PlusOutlined />} onClick={() => setDialog('manual')}>
            {t('signUp.signup.manualTitle')}
          </Button>
        </div>
      }
    >
      <AttendeeSummary summary={summary} usages={summary.types} />
      <AttendeeFilters filters={filters} types={types} />
      <AttendeeTable rows={page.list} fields={fields} types={types} />
      <ListPager page={page} className={styles.pager} />
      <AttendeeDialog
        registration={null}
        open={dialog === 'manual'}
        fields={fields}
        types={types}
        onClose={close}
      />
      <ImportDialog meetingId={meetingId} fields={fields} open={dialog === 'import'} onClose={close} />
      <ExportDialog meetingId={meetingId} fields={fields} open={dialog === 'export'} onClose={close} />
    </ConsolePage>
  );
}
