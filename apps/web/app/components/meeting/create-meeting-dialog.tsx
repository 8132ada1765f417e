import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDialog } from '../forms/form-dialog';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import { MeetingCoreFields, requestOf, type TMeetingFormValues } from './meeting-fields';
import { CONSOLE_HOME } from './paths';
import { consolePath } from '../console/use-console';

interface TProps {
  open: boolean;
  onCancel: () => void;
  categories: { id: number; name: string }[];
  /** The institution the meeting belongs to; none for a lecturer's own meeting. */
  orgId: number | undefined;
}

/** Creating a meeting asks only its name, category and times; the console takes over from there. */
export function CreateMeetingDialog({ open, onCancel, categories, orgId }: TProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const navigate = useNavigate();
  const { busy, run } = useSubmit();
  const create = async (values: TMeetingFormValues) => {
    const reply = await run(() =>
      api.call('/meeting/auth/meeting/info/save', {
        ...requestOf(values),
        ...(orgId === undefined ? {} : { orgId }),
      }),
    );
    if (reply) void navigate(consolePath(CONSOLE_HOME, reply.data.id));
    return !!reply;
  };
  return (
    <FormDialog<TMeetingFormValues>
      open={open}
      busy={busy}
      width={560}
      title={t('meetingManagement.create')}
      okText={t('meetingManagement.createOk')}
      onCancel={onCancel}
      onSubmit={create}
    >
      <MeetingCoreFields lang="zh" categories={categories} />
    </FormDialog>
  );
}
