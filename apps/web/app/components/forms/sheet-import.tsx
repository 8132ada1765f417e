import { Code } from '@huitang/contracts';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../state/app-services';
import { uploadImport } from '../sign-up/upload-import';
import { FilePicker } from '../upload/file-picker';

type TRowError = { row: number; message: string };

/**
 * An xlsx import with its template: the two buttons for a toolbar, and the rows the server refused
 * (nothing was imported then) for under it. `onImported` runs after a clean import.
 */
export const useSheetImport = (props: {
  uploadUrl: string;
  templateHref: string;
  labels: { template: string; import: string; failed: string };
  onImported: () => Promise<unknown>;
}) => {
  const { t, i18n } = useTranslation();
  const { toast } = useAppServices();
  const [errors, setErrors] = useState<TRowError[]>([]);
  const [busy, setBusy] = useState(false);

  const send = async (file: File) => {
    setErrors([]);
    setBusy(true);
    const reply = await uploadImport(
      props.uploadUrl,
      file,
      i18n.language === 'en' ? 'en' : 'zh',
      () => undefined,
    );
    setBusy(false);
    const refused = (reply?.data as { errors?: TRowError[] } | null)?.errors ?? [];
    if (refused.length) setErrors(refused);
    else if (reply?.code === Code.OK) {
      toast(reply.msg, 'success');
      await props.onImported();
    }
  };

  const buttons = (
    <>
      <a href={props.templateHref} download>
        <Button icon={<DownloadOutlined />}>{props.labels.template}</Button>
      </a>
      {/* The file button alone: antd's Upload brought its list, progress bar and request code. */}
      <FilePicker accept=".xlsx" onFile={(file) => void send(file)}>
        <Button icon={<UploadOutlined />} loading={busy}>
          {props.labels.import}
        </Button>
      </FilePicker>
    </>
  );

  const refusals = errors.length ? (
    <div style={{ marginBottom: 12 }} data-testid="import-errors">
      <Alert type="error" showIcon closable onClose={() => setErrors([])} title={props.labels.failed} />
      <Table
        rowKey="row"
        size="small"
        dataSource={errors}
        pagination={false}
        columns={[
          { title: t('common.importRow'), dataIndex: 'row', width: 80 },
          { title: t('common.importProblem'), dataIndex: 'message' },
        ]}
      />
    </div>
  ) : null;

  return { buttons, refusals };
};
