import type { TGrade, TGradeExam, TPage } from '@huitang/contracts';
import { Button, Form, Input, Popconfirm, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chinaTime } from '@huitang/contracts/china-time';
import { useQueryNav } from '../../lib/list-query';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import { PageTitle } from '../account/page-title';
import { FormDialog } from '../forms/form-dialog';
import { ListPager } from '../list-pager';
import { lazyPart } from '../page/lazy-part';
import { GradeStudents } from './grade-students';
import styles from './grade.module.css';

// A class opens on its students; its exams and results load when their tab is first opened.
const GradeExams = lazyPart(() => import('./grade-exams').then((m) => m.GradeExams));
const GradeResults = lazyPart(() => import('./grade-results').then((m) => m.GradeResults));

export interface TGradePageData {
  keyword: string;
  grades: TPage<TGrade>;
  /** The class opened with ?id=, with its exams and (for its owner) the exams that may be set. */
  open: { grade: TGrade; exams: TGradeExam[]; candidates: { id: number; examName: string }[] } | null;
}

/**
 * The classes a teacher owns (SPEC /account/grades/teacher) or a class admin keeps (admin): the list,
 * and one class opened with its students, exams and results.
 */
export function GradePage({ data, owner }: { data: TGradePageData; owner: boolean }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const go = useQueryNav();
  const [editing, setEditing] = useState<Partial<TGrade> | null>(null);
  const title = t(owner ? 'grade.teacherTitle' : 'grade.adminTitle');

  const save = async (values: { gradeName: string; introduction?: string }) =>
    (await run(() => api.call('/exam/auth/grade/save', { ...values, id: editing?.id }))) !== undefined;

  const dialog = (
    <FormDialog<{ gradeName: string; introduction?: string }>
      open={editing !== null}
      title={t(editing?.id ? 'grade.edit' : 'grade.add')}
      busy={busy}
      initialValues={editing ?? {}}
      onCancel={() => setEditing(null)}
      onSubmit={async (values) => {
        const done = await save(values);
        if (done) setEditing(null);
        return done;
      }}
    >
      <Form.Item name="gradeName" label={t('grade.name')} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="introduction" label={t('grade.introduction')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );

  if (data.open) {
    const { grade, exams, candidates } = data.open;
    return (
      <>
        <PageTitle title={title} />
        <div className={styles.head}>
          <h2>{grade.gradeName}</h2>
          <span className={styles.muted}>
            {grade.ownerName} · {t('grade.studentCount', { count: grade.studentCount })} ·{' '}
            {t('grade.examCount', { count: grade.examCount })}
          </span>
          <span className={styles.spacer} />
          {grade.owns ? <Button onClick={() => setEditing(grade)}>{t('grade.edit')}</Button> : null}
          <Button onClick={() => go({ id: null })}>{t('grade.back')}</Button>
        </div>
        {grade.introduction ? <p className={styles.muted}>{grade.introduction}</p> : null}
        <Tabs
          items={[
            {
              key: 'students',
              label: t('grade.students'),
              children: <GradeStudents gradeId={grade.id} owns={grade.owns} />,
            },
            {
              key: 'exams',
              label: t('grade.exams'),
              children: (
                <GradeExams gradeId={grade.id} owns={grade.owns} exams={exams} candidates={candidates} />
              ),
            },
            {
              key: 'results',
              label: t('grade.results'),
              children: <GradeResults gradeId={grade.id} exams={exams} />,
            },
          ]}
        />
        {dialog}
      </>
    );
  }

  return (
    <>
      <PageTitle title={title} />
      <div className={styles.toolbar}>
        <Input.Search
          defaultValue={data.keyword}
          allowClear
          style={{ width: 280 }}
          onSearch={(value) => go({ keyword: value.trim() || null, page: null })}
        />
        <span className={styles.spacer} />
        {owner ? (
          <Button type="primary" onClick={() => setEditing({})}>
            {t('grade.add')}
          </Button>
        ) : null}
      </div>
      <Table<TGrade>
        rowKey="id"
        dataSource={data.grades.list}
        pagination={false}
        locale={{ emptyText: t(owner ? 'grade.empty' : 'grade.adminEmpty') }}
        columns={[
          {
            title: t('grade.name'),
            key: 'name',
            render: (_, grade) => (
              <>
                <Link to={`?id=${grade.id}`}>{grade.gradeName}</Link>
                <div className={styles.muted}>{grade.introduction}</div>
              </>
            ),
          },
          { title: t('grade.owner'), dataIndex: 'ownerName', width: 160 },
          { title: t('grade.students'), dataIndex: 'studentCount', width: 90 },
          { title: t('grade.exams'), dataIndex: 'examCount', width: 90 },
          {
            title: t('grade.createdAt'),
            dataIndex: 'createdAt',
            width: 160,
            render: (at: string) => chinaTime(at).slice(0, 16),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 180,
            render: (_, grade) => (
              <>
                <Link to={`?id=${grade.id}`}>{t('grade.open')}</Link>
                {grade.owns ? (
                  <Popconfirm
                    title={t('grade.deleteConfirm', { name: grade.gradeName })}
                    onConfirm={() =>
                      void run(() => api.call('/exam/auth/grade/delete', { gradeId: grade.id }))
                    }
                  >
                    <Button type="link" size="small" danger>
                      {t('grade.delete')}
                    </Button>
                  </Popconfirm>
                ) : null}
              </>
            ),
          },
        ]}
      />
      <ListPager page={data.grades} />
      {dialog}
    </>
  );
}
