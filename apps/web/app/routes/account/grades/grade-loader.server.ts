import type { AppLoadContext } from 'react-router';
import { serverApi } from '../../../api/server';
import type { TGradePageData } from '../../../components/grade/grade-page';
import { keywordPageRequest } from '../../../lib/list-query';
import { authedDataOf } from '../../../loaders/session.server';

/** The classes of the list (owned or kept), and the one opened with ?id= with its exams. */
export const loadGradePage = async (
  request: Request,
  context: AppLoadContext,
  list: '/exam/auth/grade/list' | '/exam/auth/grade/admin/list',
): Promise<TGradePageData> => {
  const { keyword, body } = keywordPageRequest(request, 20);
  const api = serverApi(context);
  const id = Number(new URL(request.url).searchParams.get('id'));
  const grades = authedDataOf(await api.call(list, body), request, context);
  if (!Number.isInteger(id) || id <= 0) return { keyword, grades, open: null };
  const [view, exams] = await Promise.all([
    api.call('/exam/auth/grade/view', { gradeId: id }),
    api.call('/exam/auth/grade/exam/list', { gradeId: id }),
  ]);
  const grade = authedDataOf(view, request, context);
  const candidates = grade.owns
    ? authedDataOf(await api.call('/exam/auth/exam/list', { pageSize: 100 }), request, context).list.filter(
        (exam) => exam.orgId === grade.orgId,
      )
    : [];
  return {
    keyword,
    grades,
    open: { grade, exams: authedDataOf(exams, request, context), candidates },
  };
};
