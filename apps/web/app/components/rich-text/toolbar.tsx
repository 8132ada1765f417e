import {
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../upload/file-picker';
import { AlignMenu } from './align-menu';
import { HEADING_LEVELS } from './extensions';
import { LinkButton } from './link-button';
import { TableMenu } from './table-menu';
import { ToolButton } from './tool-button';
import styles from './editor.module.css';
import frame from './frame.module.css';

interface TPicker {
  accept: string;
  pick: (file: File) => void;
}

interface TProps {
  editor: Editor;
  source: boolean;
  disabled: boolean;
  image: TPicker;
  video: TPicker;
}

/**
 * The editor's toolbar: every format the sanitiser keeps, greyed while source mode is on. Its parts
 * have fixed widths (buttons 28 px, the block select 96 px), so it needs 654 px for one row, which
 * the stand-in's band knows (frame.module.css): change the toolbar, measure it again.
 */
export function Toolbar({ editor, source, disabled, image, video }: TProps) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      level: HEADING_LEVELS.find((level) => current.isActive('heading', { level })) ?? 0,
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const off = disabled || source;
  const chain = () => editor.chain().focus();
  const toggle = (label: string, active: boolean, run: () => void, icon: ReactNode) => (
    <ToolButton label={label} active={active} disabled={off} onClick={run}>
      {icon}
    </ToolButton>
  );

  return (
    <div className={`${frame.toolbar} ${styles.toolbar}`} role="toolbar" aria-label={t('richText.toolbar')}>
      <ToolButton
        label={t('richText.undo')}
        disabled={off || !state.canUndo}
        onClick={() => chain().undo().run()}
      >
        <UndoOutlined />
      </ToolButton>
      <ToolButton
        label={t('richText.redo')}
        disabled={off || !state.canRedo}
        onClick={() => chain().redo().run()}
      >
        <RedoOutlined />
      </ToolButton>
      <span className={styles.divider} />
      <Select
        size="small"
        variant="borderless"
        style={{ width: 96 }}
        aria-label={t('richText.block')}
        disabled={off}
        value={state.level}
        onChange={(level: number) =>
          level
            ? chain()
                .setHeading({ level: level as 2 | 3 | 4 })
                .run()
            : chain().setParagraph().run()
        }
        options={[
          { value: 0, label: t('richText.paragraph') },
          ...HEADING_LEVELS.map((level) => ({ value: level, label: t('richText.heading', { level }) })),
        ]}
      />
      <span className={styles.divider} />
      {toggle(t('richText.bold'), state.bold, () => chain().toggleBold().run(), <BoldOutlined />)}
      {toggle(t('richText.italic'), state.italic, () => chain().toggleItalic().run(), <ItalicOutlined />)}
      {toggle(
        t('richText.underline'),
        state.underline,
        () => chain().toggleUnderline().run(),
        <UnderlineOutlined />,
      )}
      {toggle(
        t('richText.strike'),
        state.strike,
        () => chain().toggleStrike().run(),
        <StrikethroughOutlined />,
      )}
      <span className={styles.divider} />
      {toggle(
        t('richText.bulletList'),
        state.bulletList,
        () => chain().toggleBulletList().run(),
        <UnorderedListOutlined />,
      )}
      {toggle(
        t('richText.orderedList'),
        state.orderedList,
        () => chain().toggleOrderedList().run(),
        <OrderedListOutlined />,
      )}
      {toggle(
        t('richText.quote'),
        state.blockquote,
        () => chain().toggleBlockquote().run(),
        <span className={styles.quote}>“</span>,
      )}
      <span className={styles.divider} />
      <AlignMenu editor={editor} disabled={off} />
      <span className={styles.divider} />
      <LinkButton editor={editor} disabled={off} />
      <span className={styles.picker}>
        <FilePicker accept={image.accept} onFile={image.pick} disabled={off}>
          <ToolButton label={t('richText.image')} disabled={off}>
            <PictureOutlined />
          </ToolButton>
        </FilePicker>
      </span>
      <span className={styles.picker}>
        <FilePicker accept={video.accept} onFile={video.pick} disabled={off}>
          <ToolButton label={t('richText.video')} disabled={off}>
            <VideoCameraOutlined />
          </ToolButton>
        </FilePicker>
      </span>
      <TableMenu editor={editor} disabled={off} />
      <span className={styles.divider} />
      <ToolButton
        label={t('richText.clear')}
        disabled={off}
        onClick={() => chain().unsetAllMarks().unsetTextAlign().clearNodes().run()}
      >
        <ClearOutlined />
      </ToolButton>
    </div>
  );
}
