import type { FastifyInstance } from 'fastify';
import { translate } from '@huitang/contracts';
import { authCall } from '../../../platform/http/call.ts';
import { authLinkRoute, sendXlsx } from '../../../platform/http/download.ts';
import { importReply, xlsxUploadRoute } from '../../../platform/http/files/xlsx-upload.ts';
import type { createQuestionImport } from './question-import.ts';
import { questionTemplate } from './question-template.ts';
import type { TQuestionService } from './question.service.ts';

export const registerQuestionRoutes = async (
  app: FastifyInstance,
  questions: TQuestionService,
  sheets: ReturnType<typeof createQuestionImport>,
) => {
  authCall(app, '/exam/auth/category/list', ({ user }) => questions.listCategories(user));
  authCall(app, '/exam/auth/category/save', ({ user, body }) => questions.saveCategory(user, body), {
    successKey: 'saved',
  });
  authCall(app, '/exam/auth/category/delete', ({ user, body }) => questions.deleteCategory(user, body.id));
  authCall(app, '/exam/auth/subject/list', ({ user, body }) => questions.list(user, body));
  authCall(app, '/exam/auth/subject/save', ({ user, body }) => questions.save(user, body), {
    successKey: 'saved',
  });
  authCall(app, '/exam/auth/subject/view', ({ user, body }) => questions.view(user, body.id));
  authCall(app, '/exam/auth/subject/delete', ({ user, body }) => questions.delete(user, body.id));

  authLinkRoute(app, '/exam/auth/subject/import/template', async ({ reply, locale }) => {
    return sendXlsx(reply, translate('questionSheet.templateFile', locale), await questionTemplate(locale));
  });
  await xlsxUploadRoute(app, '/exam/auth/subject/import', {
    authorize: (user, { orgId }) => sheets.authorize(user, orgId),
    async read(user, { orgId }, content, locale) {
      const result = await sheets.importSheet(user, orgId, content, locale);
      return importReply(result, locale, () =>
        translate('questionSheet.imported', locale, { count: result.imported }),
      );
    },
  });
};
