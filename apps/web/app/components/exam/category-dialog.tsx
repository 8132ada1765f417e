import { Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

type TEditing = { id?: number; categoryName: string };

/** Adding a category of the question bank, or renaming one (with its id). */
export function CategoryDialog({
  editing,
  onChange,
  busy,
  onOk,
}: {
  /** null while closed; onChange(null) closes it. */
  editing: TEditing | null;
  onChange: (update: (old: TEditing | null) => TEditing | null) => void;
  busy: boolean;
  onOk: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={editing !== null}
      title={editing?.id ? t('examAdmin.edit') : t('examAdmin.addCategory')}
      okText={t('examAdmin.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={onOk}
      onCancel={() => onChange(() => null)}
    >
      <Input
        aria-label={t('examAdmin.categoryName')}
        maxLength={32}
        value={editing?.categoryName ?? ''}
        onChange={(event) => onChange((old) => old && { ...old, categoryName: event.target.value })}
      />
    </Modal>
  );
}
