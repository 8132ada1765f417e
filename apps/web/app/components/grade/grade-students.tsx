import { linkTo, uploadTo, type TGradeMember, type TGradeRole } from '@huitang/contracts';
import { Alert, Button, Form, Input, Popconfirm, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../state/use-submit';
import { chinaTime } from '@huitang/contracts/china-time';
import { useAppServices } from '../../state/app-services';
import { useApiData } from '../../state/use-api-data';
import { FormDialog } from '../forms/form-dialog';
import { useSheetImport } from '../forms/sheet-import';
import styles from './grade.module.css';

const PAGE_SIZE = 20;

/**
 * A class's members (SPEC grade students): added by mobile or from an xlsx, removed; the owner also
 * appoints class admins, who keep the list but set no exams.
 */
export function GradeStudents({ gradeId, owns }: { gradeId: number; owns: boolean }) {
  const { t } = useTranslation();
  const { api, toast } = useAppServices();
  const { busy, run } = useSubmit();
  const [query, setQuery] = useState({ keyword: '', pageCurrent: 1 });
  const [adding, setAdding] = useState<TGradeRole | null>(null);
  const [unknown, setUnknown] = useState<string[]>([]);

  // The page shown stays until the next page's reply; a write reloads it.
  const members = useApiData(
    '/exam/auth/grade/student/list',
    {
      gradeId,
      pageSize: PAGE_SIZE,
      pageCurrent: query.pageCurrent,
      ...(query.keyword ? { keyword: query.keyword } : {}),
    },
    { keep: true },
  );
  const { data: page, reload: load } = members;

  const write = async (call: () => ReturnType<typeof api.call>) => {
    if (await run(call)) await load();
  };

  const add = async ({ mobiles }: { mobiles: string }) => {
    const list = [...new Set(mobiles.split(/[\s,，;；]+/).filter(Boolean))];
    const reply = await run(() =>
      api.call('/exam/auth/grade/student/add', { gradeId, mobiles: list, role: adding ?? 'student' }),
    );
    if (!reply) return false;
    toast(t('grade.added', reply.data), 'success');
    setUnknown(reply.data.unknown);
    await load();
    return true;
  };

  const sheet = useSheetImport({
    uploadUrl: uploadTo('/exam/auth/grade/student/import', { gradeId }),
    templateHref: linkTo('/exam/auth/grade/student/import/template', {}),
    labels: {
      template: t('grade.importTemplate'),
      import: t('grade.import'),
      failed: t('grade.importFailed'),
    },
    onImported: load,
  });

  return (
    <>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          style={{ width: 240 }}
          aria-label={t('grade.search')}
          placeholder={t('grade.search')}
          onSearch={(value) => setQuery({ keyword: value.trim(), pageCurrent: 1 })}
        />
        <span className={styles.spacer} />
        <Button type="primary" onClick={() => setAdding('student')}>
          {t('grade.addStudents')}
        </Button>
        {owns ? <Button onClick={() => setAdding('admin')}>{t('grade.addAdmin')}</Button> : null}
        {sheet.buttons}
      </div>
      {unknown.length ? (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setUnknown([])}
          title={t('grade.unknown', { mobiles: unknown.join(t('common.listSeparator')) })}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {sheet.refusals}
      <Table<TGradeMember>
        rowKey="userId"
        size="small"
        dataSource={page?.list ?? []}
        loading={page === null}
        pagination={{
          current: query.pageCurrent,
          pageSize: PAGE_SIZE,
          total: page?.totalCount ?? 0,
          hideOnSinglePage: true,
          onChange: (pageCurrent) => setQuery((q) => ({ ...q, pageCurrent })),
        }}
        columns={[
          { title: t('grade.studentName'), dataIndex: 'name' },
          { title: t('grade.mobile'), dataIndex: 'mobile', width: 140 },
          {
            title: t('grade.role'),
            dataIndex: 'role',
            width: 120,
            render: (role: TGradeRole) => (
              <Tag color={role === 'admin' ? 'purple' : 'default'}>{t(`grade.roles.${role}`)}</Tag>
            ),
          },
          {
            title: t('grade.addedAt'),
            dataIndex: 'addedAt',
            width: 170,
            render: (at: string) => chinaTime(at).slice(0, 16),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 200,
            render: (_, member) => (
              <>
                {owns ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() =>
                      void write(() =>
                        api.call('/exam/auth/grade/student/role', {
                          gradeId,
                          userId: member.userId,
                          role: member.role === 'admin' ? 'student' : 'admin',
                        }),
                      )
                    }
                  >
                    {t(member.role === 'admin' ? 'grade.makeStudent' : 'grade.makeAdmin')}
                  </Button>
                ) : null}
                {owns || member.role === 'student' ? (
                  <Popconfirm
                    title={t('grade.removeConfirm', { name: member.name || member.mobile })}
                    onConfirm={() =>
                      void write(() =>
                        api.call('/exam/auth/grade/student/delete', { gradeId, userId: member.userId }),
                      )
                    }
                  >
                    <Button type="link" size="small" danger>
                      {t('grade.remove')}
                    </Button>
                  </Popconfirm>
                ) : null}
              </>
            ),
          },
        ]}
      />
      <FormDialog<{ mobiles: string }>
        open={adding !== null}
        title={t(adding === 'admin' ? 'grade.addAdmin' : 'grade.addStudents')}
        busy={busy}
        onCancel={() => setAdding(null)}
        onSubmit={async (values) => {
          const done = await add(values);
          if (done) setAdding(null);
          return done;
        }}
      >
        <Form.Item
          name="mobiles"
          label={t('grade.mobiles')}
          rules={[{ required: true, whitespace: true, message: t('grade.mobilesRequired') }]}
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
