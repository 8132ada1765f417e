import { EXAM_AUDIENCES, RESULT_TIMINGS, type TExamSave } from '@huitang/contracts';
import { Button, Form, Input, InputNumber, Radio, Select, Switch, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Route } from './+types/add';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { isoOfPicker, pickerOf } from '../../../lib/china-picker';
import { LazyRangePicker } from '../../../components/console/lazy-date-picker';
import { pageTitle } from '../../../lib/page-title';
import { authedDataOf } from '../../../loaders/session.server';
import { useSubmit } from '../../../state/use-submit';
import { useAppServices } from '../../../state/app-services';
import { useExamPath } from '../../../components/exam/use-exam-path';
import { examPageQuery } from '../../../components/exam/exam-page-query';
import { loadTexts } from '../../../i18n';

await loadTexts('exam');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.examAdmin.addExam);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const { recordId: id, meetingId, inConsole } = examPageQuery(new URL(request.url));
  const api = serverApi(context);
  const [papers, meetings, exam] = await Promise.all([
    api.call('/exam/auth/paper/list', { pageSize: 100 }),
    api.call('/meeting/auth/meeting/info/list', { pageSize: 100 }),
    id ? api.call('/exam/auth/exam/view', { id }) : Promise.resolve(null),
  ]);
  return {
    papers: authedDataOf(papers, request, context).list,
    meetings: authedDataOf(meetings, request, context).list,
    exam: exam ? authedDataOf(exam, request, context) : null,
    meetingId: meetingId ?? null,
    inConsole,
  };
};

type TValues = Omit<TExamSave, 'opensAt' | 'closesAt'> & { window: [Dayjs, Dayjs] };

/**
 * /account/exams/add (SPEC exams add): an exam of one of my papers — its window in China time, time
 * limit, attempts, who may take it, shuffling, when results show, and whether it is published.
 */
export default function ExamForm({
  loaderData: { papers, meetings, exam, meetingId, inConsole },
}: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const navigate = useNavigate();
  const examPath = useExamPath();
  const { busy, run } = useSubmit();
  const [form] = Form.useForm<TValues>();
  const audience = Form.useWatch('audience', form);
  const initial: Partial<TValues> = exam
    ? { ...exam, window: [pickerOf(exam.opensAt)!, pickerOf(exam.closesAt)!] }
    : {
        minutes: 60,
        attempts: 1,
        audience: meetingId ? 'meeting' : 'public',
        meetingId,
        showResult: 'submit',
        isPublished: true,
      };
  const save = async ({ window, ...values }: TValues) => {
    const reply = await run(() =>
      api.call('/exam/auth/exam/save', {
        ...values,
        ...(exam ? { id: exam.id } : {}),
        opensAt: isoOfPicker(window[0]),
        closesAt: isoOfPicker(window[1]),
      }),
    );
    if (reply) void navigate(examPath('/account/exams/myExamination'));
  };
  return (
    <>
      <PageTitle title={exam ? exam.examName : t('examAdmin.addExam')} />
      <Form<TValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => void save(v)}
        style={{ maxWidth: 720 }}
      >
        <Form.Item name="examName" label={t('examAdmin.examName')} rules={[{ required: true }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="paperId" label={t('examAdmin.paper')} rules={[{ required: true }]}>
          <Select
            options={papers.map((p) => ({
              value: p.id,
              label: t('common.withNote', {
                text: p.paperName,
                note: [
                  t('exam.questionCount', { count: p.questionCount }),
                  t('exam.score', { total: p.totalScore, pass: p.passScore }),
                ].join(t('common.comma')),
              }),
            }))}
          />
        </Form.Item>
        <Form.Item name="window" label={t('examAdmin.window')} rules={[{ required: true }]}>
          <LazyRangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            loadingLabel={t('examAdmin.openingPicker')}
          />
        </Form.Item>
        <Form.Item name="minutes" label={t('examAdmin.minutes')} rules={[{ required: true }]}>
          <InputNumber min={0} max={1440} />
        </Form.Item>
        <Form.Item name="attempts" label={t('examAdmin.attempts')} rules={[{ required: true }]}>
          <InputNumber min={1} max={20} />
        </Form.Item>
        {/* On a meeting console the exam is the meeting's attendees' (SPEC console exams). */}
        <Form.Item name="audience" label={t('examAdmin.audience')} hidden={inConsole}>
          <Radio.Group
            options={EXAM_AUDIENCES.map((value) => ({ value, label: t(`examAdmin.audiences.${value}`) }))}
          />
        </Form.Item>
        {audience === 'meeting' ? (
          <Form.Item
            name="meetingId"
            label={t('examAdmin.meeting')}
            rules={[{ required: true }]}
            hidden={inConsole}
          >
            <Select options={meetings.map((m) => ({ value: m.id, label: m.meetingName }))} />
          </Form.Item>
        ) : null}
        {audience === 'grade' ? (
          <Form.Item label=" " colon={false}>
            <Typography.Text type="secondary">{t('examAdmin.gradeHint')}</Typography.Text>
          </Form.Item>
        ) : null}
        <Form.Item name="showResult" label={t('examAdmin.showResult')}>
          <Radio.Group
            options={RESULT_TIMINGS.map((value) => ({ value, label: t(`examAdmin.showResults.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="shuffleQuestions" label={t('examAdmin.shuffleQuestions')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="shuffleOptions" label={t('examAdmin.shuffleOptions')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="isPublished" label={t('examAdmin.published')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="introduction" label={t('examAdmin.introduction')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={5000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('examAdmin.save')}
        </Button>
      </Form>
    </>
  );
}
