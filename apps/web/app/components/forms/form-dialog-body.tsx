import { Form, Modal } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
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
  // A dialog opened again right after a save may mount before the page's reloaded data has rendered
  // (React Router commits it in a transition): when the data arrives, a form nobody has touched yet
  // shows it, instead of the values from before the save.
  // Only a change of the values themselves counts, not a new object with the same values.
  const initial = JSON.stringify(initialValues ?? null);
  const shown = useRef(initial);
  useEffect(() => {
    if (shown.current === initial) return;
    shown.current = initial;
    if (open && !form.isFieldsTouched()) form.resetFields();
  }, [initial, open, form]);
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
