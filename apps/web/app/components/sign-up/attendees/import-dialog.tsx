import { Code, type TImportResult } from '@huitang/contracts';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { useSite } from '../../../lib/use-site';
import { useAppServices } from '../../../state/app-services';
import { importPath, importTemplatePath } from '../paths';
import { uploadImport } from '../upload-import';
import { useColumnLabel, type TSheetDialogProps } from './sheet-columns';
import { useContractText } from '../use-contract-text';
import styles from '../sign-up.module.css';

type TRowError = TImportResult['errors'][number];

/**
 * Batch import of participants from the console's .xlsx template (SPEC 1, 7): the upload shows
 * its progress; the server checks every row and imports all or nothing, so the result is either
 * the count or every bad row with its reason.
 */
export function ImportDialog({ meetingId, fields, open, onClose }: TSheetDialogProps) {
  const { t } = useTranslation();
  const contract = useContractText();
  const { locale } = useSite();
  const { toast } = useAppServices();
  const revalidator = useRevalidator();
  const columnLabel = useColumnLabel(fields);
  const [percent, setPercent] = useState<number | null>(null);
  const [result, setResult] = useState<TImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File) => {
    setResult(null);
    setFailure(null);
    if (!file.name.toLowerCase().endsWith('.xlsx')) return setFailure(contract('import.onlyXlsx'));
    setPercent(0);
    const reply = await uploadImport(importPath(meetingId), file, locale, setPercent);
    setPercent(null);
    if (!reply) return setFailure(t('common.networkError'));
    if (reply.data && reply.data.errors.length > 0) return setResult(reply.data);
    if (reply.code !== Code.OK || !reply.data) return setFailure(reply.msg);
    setResult(reply.data);
    toast(contract('import.done', { count: reply.data.imported }), 'success');
    await revalidator.revalidate();
  };

  const close = () => {
    setResult(null);
    setFailure(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('signUp.import.title')}
      width={720}
      footer={null}
      onCancel={close}
      destroyOnHidden
    >
      <ol className={styles.importSteps}>
        <li>
          {t('signUp.import.step1')}
          <a href={importTemplatePath(meetingId)} download>
            <Button type="link" icon={<DownloadOutlined />}>
              {t('signUp.import.template')}
            </Button>
          </a>
        </li>
        <li>{t('signUp.import.step2')}</li>
      </ol>
      <Upload.Dragger
        accept=".xlsx"
        showUploadList={false}
        disabled={percent !== null}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{t('signUp.import.drop')}</p>
        <p className={styles.muted}>{contract('import.onlyXlsx')}</p>
      </Upload.Dragger>
      {percent !== null ? <Progress percent={percent} status="active" /> : null}
      {failure ? <Alert className={styles.importResult} type="error" showIcon title={failure} /> : null}
      {result && result.errors.length === 0 ? (
        <Alert
          className={styles.importResult}
          type="success"
          showIcon
          title={contract('import.done', { count: result.imported })}
        />
      ) : null}
      {result && result.errors.length > 0 ? (
        <>
          <Alert
            className={styles.importResult}
            type="error"
            showIcon
            title={t('signUp.import.badRows', { count: result.errors.length })}
          />
          <Table<TRowError>
            rowKey={(row) => `${row.row}-${row.field}`}
            dataSource={result.errors}
            pagination={{ pageSize: 10, showSizeChanger: false }}
            columns={[
              { title: t('signUp.import.row'), dataIndex: 'row', width: 80 },
              {
                title: t('signUp.import.field'),
                key: 'field',
                width: 140,
                render: (_, row) => columnLabel(row.field),
              },
              { title: t('signUp.import.message'), dataIndex: 'message' },
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}
