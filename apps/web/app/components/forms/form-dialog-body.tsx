import { Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TFormDialogProps<T> {
  open: boolean;
  title: string;
  okText?: string;
  busy: boolean;
  width?: number;
  /** The confirming button in red, for refusals. */
  danger?: boolean;
  initialValues?: Partial<T>;
  onCancel: () => void;
  /** Resolves true when the dialog may close (the write went through). */
  onSubmit: (values: T) => Promise<boolean>;
  children: ReactNode;
}

/** The dialog of FormDialog (form-dialog.tsx), loaded when one first opens. */
export function FormDialogBody<T extends object>({
  open,
  title,
  okText,
  busy,
  width = 520,
  danger,
  initialValues,
  onCancel,
  onSubmit,
  children,
}: TFormDialogProps<T>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<T>();
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={okText ?? t('common.confirm')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      confirmLoading={busy}
      okButtonProps={{ size: 'middle', danger }}
      cancelButtonProps={{ size: 'middle' }}
      destroyOnHidden
      styles={{ body: { paddingTop: 12 } }}
    >
      <Form<T>
        form={form}
        layout="vertical"
        size="middle"
        preserve={false}
        // The form instance outlives the dialog's content: without clearing, a reopened dialog showed
        // the previous opening's values instead of new initialValues (a setting just saved looked unsaved).
        clearOnDestroy
        initialValues={initialValues}
        onFinish={(values) => {
          void onSubmit(values).then((done) => {
            if (done) onCancel();
          });
        }}
      >
        {children}
      </Form>
    </Modal>
  );
}
