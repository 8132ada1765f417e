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
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TResources } from '../../i18n';
import { FilePicker } from '../upload/file-picker';
import { AlignMenu } from './align-menu';
import { BlockMenu } from './block-menu';
import { LinkButton } from './link-button';
import { TableMenu } from './table-menu';
import { ToolButton } from './tool-button';
import styles from './editor.module.css';
import frame from './frame.module.css';

type TLabel = `richText.${keyof TResources['richText']}`;

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
 * have fixed widths (buttons 28 px, the block menu's name 56 px), so it needs 635 px for one row, which
 * the stand-in's band knows (frame.module.css): change the toolbar, measure it again.
 */
export function Toolbar({ editor, source, disabled, image, video }: TProps) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
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
  /** A button that runs one command; `active` marks a format that is on, `ready` one that can run. */
  const button = (label: TLabel, icon: ReactNode, run: () => void, active?: boolean, ready = true) => (
    <ToolButton label={t(label)} active={active} disabled={off || !ready} onClick={run}>
      {icon}
    </ToolButton>
  );
  /** A button that opens the file dialog for an upload into the text. */
  const picker = (label: TLabel, icon: ReactNode, { accept, pick }: TPicker) => (
    <span className={styles.picker}>
      <FilePicker accept={accept} onFile={pick} disabled={off}>
        <ToolButton label={t(label)} disabled={off}>
          {icon}
        </ToolButton>
      </FilePicker>
    </span>
  );

  return (
    <div className={`${frame.toolbar} ${styles.toolbar}`} role="toolbar" aria-label={t('richText.toolbar')}>
      {button('richText.undo', <UndoOutlined />, () => chain().undo().run(), undefined, state.canUndo)}
      {button('richText.redo', <RedoOutlined />, () => chain().redo().run(), undefined, state.canRedo)}
      <span className={styles.divider} />
      <BlockMenu editor={editor} disabled={off} />
      <span className={styles.divider} />
      {button('richText.bold', <BoldOutlined />, () => chain().toggleBold().run(), state.bold)}
      {button('richText.italic', <ItalicOutlined />, () => chain().toggleItalic().run(), state.italic)}
      {button(
        'richText.underline',
        <UnderlineOutlined />,
        () => chain().toggleUnderline().run(),
        state.underline,
      )}
      {button('richText.strike', <StrikethroughOutlined />, () => chain().toggleStrike().run(), state.strike)}
      <span className={styles.divider} />
      {button(
        'richText.bulletList',
        <UnorderedListOutlined />,
        () => chain().toggleBulletList().run(),
        state.bulletList,
      )}
      {button(
        'richText.orderedList',
        <OrderedListOutlined />,
        () => chain().toggleOrderedList().run(),
        state.orderedList,
      )}
      {button(
        'richText.quote',
        <span className={styles.quote} lang="en">
          “
        </span>,
        () => chain().toggleBlockquote().run(),
        state.blockquote,
      )}
      <span className={styles.divider} />
      <AlignMenu editor={editor} disabled={off} />
      <span className={styles.divider} />
      <LinkButton editor={editor} disabled={off} />
      {picker('richText.image', <PictureOutlined />, image)}
      {picker('richText.video', <VideoCameraOutlined />, video)}
      <TableMenu editor={editor} disabled={off} />
      <span className={styles.divider} />
      {button('richText.clear', <ClearOutlined />, () =>
        chain().unsetAllMarks().unsetTextAlign().clearNodes().run(),
      )}
    </div>
  );
}
