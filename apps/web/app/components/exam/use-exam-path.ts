import { useLocation } from 'react-router';
import { examPageQuery } from './exam-page-query';

/**
 * Where an exam page links: the personal centre's pages (/account/exams/*, /account/subject/*), or, on a
 * meeting console, the console's same pages with its meeting as `?id=` and the record as `?record=`.
 */
export const useExamPath = () => {
  const location = useLocation();
  const { inConsole, meetingId } = examPageQuery(new URL(location.pathname + location.search, 'http://x'));
  return (path: string) => {
    if (!inConsole || meetingId === undefined) return path;
    const [page = '', query = ''] = path.split('?');
    const params = new URLSearchParams(query);
    const record = params.get('id');
    params.set('id', String(meetingId));
    if (record !== null) params.set('record', record);
    return `${page.replace('/account/', '/account/meeting/')}?${params.toString()}`;
  };
};
