import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import { useConsole } from './use-console';

/** What a console page edits with: its meeting and language, the API and one write at a time. */
export const useConsoleWrites = () => {
  const { t } = useTranslation();
  const { meeting, lang } = useConsole();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  return { t, meeting, meetingId: meeting.id, lang, api, busy, run };
};
