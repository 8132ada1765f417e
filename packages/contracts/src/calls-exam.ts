import { z } from 'zod';
import { call } from './call.ts';
import { ZPageRequest } from './envelope.ts';
import * as B from './exam-bank.ts';
import * as E from './exam-exercise.ts';
import * as G from './exam-grade.ts';
import * as X from './exam-sitting.ts';

/** The exam domain's calls (SPEC exam, subject, grades); `calls` merges them with the rest. */
export const examCalls = {
  // The question bank (SPEC /account/subject/add, comprehend) and its categories.
  '/exam/auth/category/list': call(z.object({}), z.array(B.ZQuestionCategory)),
  '/exam/auth/category/save': call(B.ZQuestionCategorySave, B.ZQuestionCategory),
  '/exam/auth/category/delete': call(B.ZExamIdRequest, z.null()),
  '/exam/auth/subject/list': call(B.ZQuestionListRequest, B.ZQuestionPage),
  '/exam/auth/subject/save': call(B.ZQuestionSave, B.ZQuestion),
  '/exam/auth/subject/view': call(B.ZExamIdRequest, B.ZQuestion),
  '/exam/auth/subject/delete': call(B.ZExamIdRequest, z.null()),
  // Papers (SPEC /account/exams/add, selectIssue, preview).
  '/exam/auth/paper/list': call(B.ZExamPaperListRequest, B.ZExamPaperPage),
  '/exam/auth/paper/save': call(B.ZExamPaperSave, B.ZExamPaper),
  '/exam/auth/paper/view': call(B.ZExamIdRequest, B.ZExamPaper),
  '/exam/auth/paper/delete': call(B.ZExamIdRequest, z.null()),
  '/exam/auth/paper/preview': call(B.ZExamIdRequest, z.array(X.ZSheetQuestion)),
  // Exams an owner offers (SPEC /account/exams/myExamination, add) and their make-ups.
  '/exam/auth/exam/list': call(X.ZExamManageListRequest, X.ZExamManagedPage),
  '/exam/auth/exam/save': call(X.ZExamSave, X.ZExamManaged),
  '/exam/auth/exam/view': call(B.ZExamIdRequest, X.ZExamManaged),
  '/exam/auth/exam/delete': call(B.ZExamIdRequest, z.null()),
  '/exam/auth/override/list': call(X.ZExamOnlyRequest, z.array(X.ZOverride)),
  '/exam/auth/override/save': call(X.ZOverrideSave, z.array(X.ZOverride)),
  '/exam/auth/override/delete': call(X.ZOverrideDelete, z.array(X.ZOverride)),
  // The public list and page (SPEC /exam, /exam/view/:id) and sitting one (/exam/exam, /exam/result).
  '/exam/api/exam/list': call(X.ZExamListRequest, X.ZExamCardPage),
  '/exam/api/exam/view': call(B.ZExamIdRequest, X.ZExamDetail),
  '/exam/auth/attempt/start': call(X.ZExamOnlyRequest, X.ZAttemptSheet),
  '/exam/auth/attempt/view': call(X.ZAttemptIdRequest, X.ZAttemptSheet),
  '/exam/auth/attempt/answer': call(X.ZAnswerSaveRequest, X.ZAnswerSaved),
  '/exam/auth/attempt/submit': call(X.ZAttemptIdRequest, X.ZAttemptSummary),
  '/exam/auth/attempt/result': call(X.ZAttemptIdRequest, X.ZAttemptResult),
  '/exam/auth/attempt/mine': call(ZPageRequest, X.ZAttemptSummaryPage),
  // Marking (SPEC /account/exams/examAdmin).
  '/exam/auth/mark/list': call(X.ZMarkListRequest, X.ZMarkedAttemptPage),
  '/exam/auth/mark/view': call(X.ZAttemptIdRequest, X.ZAttemptResult),
  '/exam/auth/mark/save': call(X.ZMarkSaveRequest, X.ZAttemptResult),
  // Classes (SPEC /account/grades/teacher, admin, my; /exam/gradeResult).
  '/exam/auth/grade/list': call(G.ZGradeListRequest, G.ZGradePage),
  '/exam/auth/grade/save': call(G.ZGradeSave, G.ZGrade),
  '/exam/auth/grade/view': call(G.ZGradeIdRequest, G.ZGrade),
  '/exam/auth/grade/delete': call(G.ZGradeIdRequest, z.null()),
  '/exam/auth/grade/admin/check': call(z.object({}), z.boolean()),
  '/exam/auth/grade/admin/list': call(G.ZGradeListRequest, G.ZGradePage),
  '/exam/auth/grade/my': call(z.object({}), z.array(G.ZMyGrade)),
  '/exam/auth/grade/student/list': call(G.ZGradeMemberListRequest, G.ZGradeMemberPage),
  '/exam/auth/grade/student/add': call(G.ZGradeMembersAdd, G.ZGradeMembersAdded),
  '/exam/auth/grade/student/role': call(G.ZGradeMemberRole, z.null()),
  '/exam/auth/grade/student/delete': call(G.ZGradeMemberRequest, z.null()),
  '/exam/auth/grade/exam/list': call(G.ZGradeIdRequest, z.array(G.ZGradeExam)),
  '/exam/auth/grade/exam/assign': call(G.ZGradeExamRequest, z.array(G.ZGradeExam)),
  '/exam/auth/grade/exam/remove': call(G.ZGradeExamRequest, z.array(G.ZGradeExam)),
  '/exam/auth/grade/exam/makeUp': call(G.ZGradeMakeUp, z.object({ count: z.number().int() })),
  '/exam/auth/grade/result': call(G.ZGradeExamRequest, G.ZGradeResult),
  '/exam/auth/grade/result/mine': call(G.ZGradeExamRequest, G.ZMyGradeResult),
  // Exercises of a course's praxis periods (SPEC /exam/exercise/:id).
  '/exam/auth/exercise/view': call(E.ZExercisePeriodRequest, E.ZExerciseSheet),
  '/exam/auth/exercise/submit': call(E.ZExerciseSubmit, E.ZExerciseResult),
  '/exam/auth/exercise/results': call(E.ZExerciseResultsRequest, E.ZExerciseResults),
} as const;
