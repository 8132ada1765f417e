import { Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export type TChapterTitle = { id?: number; title: string };

/** A course chapter's title, for a new chapter or a renamed one (the course outline's dialog). */
export function ChapterDialog({
  chapter,
  busy,
  onChange,
  onCancel,
  onSave,
}: {
  /** Undefined while closed. */
  chapter: TChapterTitle | undefined;
  busy: boolean;
  onChange: (chapter: TChapterTitle) => void;
  onCancel: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={chapter !== undefined}
      title={chapter?.id ? t('course.renameChapter') : t('course.addChapter')}
      onCancel={onCancel}
      onOk={onSave}
      okButtonProps={{ loading: busy }}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Input
        aria-label={t('course.chapterTitle')}
        placeholder={t('course.chapterTitle')}
        maxLength={100}
        value={chapter?.title}
        onChange={(event) => onChange({ ...chapter, title: event.target.value })}
        onPressEnter={onSave}
      />
    </Modal>
  );
}
