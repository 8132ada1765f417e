import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

/** A red "delete" link that asks first: courses, chapters and lessons all go this way. */
export function DeleteLink({
  question,
  onDelete,
  disabled,
}: {
  question: string;
  onDelete: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={question}
      okText={t('course.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onDelete}
    >
      <Button type="link" danger size="small" disabled={disabled}>
        {t('course.delete')}
      </Button>
    </Popconfirm>
  );
}
