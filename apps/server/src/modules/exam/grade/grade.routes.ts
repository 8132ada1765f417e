import type { FastifyInstance } from 'fastify';
import { translate } from '@huitang/contracts';
import { authCall } from '../../../platform/http/call.ts';
import { authLinkRoute, sendXlsx } from '../../../platform/http/download.ts';
import { importReply, xlsxUploadRoute } from '../../../platform/http/files/xlsx-upload.ts';
import type { TGradeService } from './grade.service.ts';

export const registerGradeRoutes = async (app: FastifyInstance, grades: TGradeService) => {
  const base = '/exam/auth/grade';
  authCall(app, `${base}/list`, ({ user, body }) => grades.list(user, body));
  authCall(app, `${base}/save`, ({ user, body }) => grades.save(user, body), { successKey: 'saved' });
  authCall(app, `${base}/view`, ({ user, body }) => grades.view(user, body.gradeId));
  authCall(app, `${base}/delete`, ({ user, body }) => grades.delete(user, body.gradeId));
  authCall(app, `${base}/admin/check`, ({ user }) => grades.adminCheck(user));
  authCall(app, `${base}/admin/list`, ({ user, body }) => grades.adminList(user, body));
  authCall(app, `${base}/my`, ({ user }) => grades.my(user));
  authCall(app, `${base}/student/list`, ({ user, body }) => grades.members(user, body));
  authCall(app, `${base}/student/add`, ({ user, body }) => grades.addMembers(user, body));
  authCall(app, `${base}/student/role`, ({ user, body }) => grades.setRole(user, body), {
    successKey: 'saved',
  });
  authCall(app, `${base}/student/delete`, ({ user, body }) =>
    grades.removeMember(user, body.gradeId, body.userId),
  );
  authCall(app, `${base}/exam/list`, ({ user, body }) => grades.exams(user, body.gradeId));
  authCall(app, `${base}/exam/assign`, ({ user, body }) => grades.assign(user, body.gradeId, body.examId));
  authCall(app, `${base}/exam/remove`, ({ user, body }) => grades.unassign(user, body.gradeId, body.examId));
  authCall(app, `${base}/exam/makeUp`, ({ user, body }) => grades.makeUp(user, body));
  authCall(app, `${base}/result`, ({ user, body }) => grades.result(user, body.gradeId, body.examId));
  authCall(app, `${base}/result/mine`, ({ user, body }) =>
    grades.mineResult(user, body.gradeId, body.examId),
  );

  authLinkRoute(app, `${base}/result/export`, async ({ query, reply, locale, user }) => {
    const { fileName, content } = await grades.exportResult(user, query.gradeId, query.examId, locale);
    return sendXlsx(reply, fileName, content);
  });
  authLinkRoute(app, `${base}/student/import/template`, async ({ reply, locale }) => {
    return sendXlsx(reply, translate('grade.templateFile', locale), await grades.importTemplate(locale));
  });
  await xlsxUploadRoute(app, `${base}/student/import`, {
    authorize: (user, { gradeId }) => grades.authorizeKeeper(user, gradeId),
    async read(user, { gradeId }, content, locale) {
      const result = await grades.importMembers(user, gradeId, content, locale);
      return importReply(result, locale, () =>
        translate('grade.added', locale, { added: result.added, already: result.already }),
      );
    },
  });
};
