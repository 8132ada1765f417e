import { CodeOutlined } from '@ant-design/icons';
import type { Editor as TEditor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { ConfigProvider } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, useFileUpload, useImageUpload } from '../upload/use-image-upload';
import { insertMedia, richTextExtensions } from './extensions';
import { bodyHeight } from './frame';
import { richTextClass } from './rich-text-content';
import type { TRichTextProps } from './rich-text-editor';
import { Toolbar } from './toolbar';
import { UploadProgress } from './upload-progress';
import frame from './frame.module.css';
import styles from './editor.module.css';

/** An empty editor holds `<p></p>`; the form gets '' for it, so a required field stays required. */
const htmlOf = (editor: TEditor) => (editor.isEmpty ? '' : editor.getHTML());

/** The films the platform plays everywhere: MP4 (the server checks the bytes again). */
const isMp4 = (file: File) => file.type === 'video/mp4' || /\.mp4$/i.test(file.name);

/**
 * The editor itself, loaded lazily by RichTextEditor. The form's value is the HTML the editor writes;
 * a value that changes from outside (another record, the form reset) replaces the document. In source
 * mode the HTML is edited as text and handed to the form as typed: the server's sanitiser decides
 * what stays, and the editor shows what it can of it when source mode ends.
 */
export default function Editor({
  id,
  label,
  value = '',
  onChange,
  max,
  rows,
  disabled: own,
}: TRichTextProps) {
  const { t } = useTranslation();
  const { componentDisabled } = ConfigProvider.useConfig();
  const disabled = own ?? componentDisabled ?? false;
  const [source, setSource] = useState(false);
  // The last HTML handed to the form, to tell our own changes from a new value given from outside.
  const emitted = useRef(value);
  // tiptap keeps the callbacks it was made with: these reach the current ones.
  const latest = useRef({ onChange, pickImage: (_file: File) => {} });
  const emit = (html: string) => {
    emitted.current = html;
    latest.current.onChange?.(html);
  };
  /** Image files pasted or dropped into the text upload like picked ones. */
  const takeImages = (files: FileList | undefined) => {
    const images = [...(files ?? [])].filter((file) => IMAGE_TYPES.includes(file.type));
    for (const file of images) latest.current.pickImage(file);
    return images.length > 0;
  };

  // Made once: tiptap compares its options on every render and would re-apply changed ones.
  const [setup] = useState(() => ({
    extensions: richTextExtensions(t('richText.placeholder')),
    content: value,
    editorProps: {
      attributes: {
        class: `${richTextClass} ${styles.prose}`,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(id ? { id } : {}),
        ...(label ? { 'aria-label': label } : {}),
      },
      handlePaste: (_view: unknown, event: ClipboardEvent) => takeImages(event.clipboardData?.files),
      handleDrop: (_view: unknown, event: DragEvent) => takeImages(event.dataTransfer?.files),
    },
  }));
  const editor = useEditor({
    ...setup,
    editable: !disabled,
    // Made in the browser only (RichTextEditor renders it there), so the view may come at once.
    immediatelyRender: true,
    // The toolbar reads what it shows through useEditorState; the rest need not render per keystroke.
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: changed }) => emit(htmlOf(changed)),
  });

  const image = useImageUpload((url) => insertMedia(editor, { type: 'image', attrs: { src: url } }));
  const video = useFileUpload('video', isMp4, (url) =>
    insertMedia(editor, { type: 'video', attrs: { src: url } }),
  );
  latest.current = { onChange, pickImage: image.pick };

  // A layout effect: it must see each value before the next keystroke, and the browser build's
  // Preact runs plain effects only after a paint, when the text may be ahead of this value.
  useLayoutEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => editor.setEditable(!disabled), [editor, disabled]);

  const toggleSource = () => {
    if (source) {
      // Back to the editor: it takes what it can of the typed HTML, and the form gets that.
      editor.commands.setContent(value, { emitUpdate: false });
      emit(htmlOf(editor));
    }
    setSource(!source);
  };

  const height = bodyHeight(rows);
  const tooLong = max !== undefined && value.length > max;
  return (
    <div className={frame.frame}>
      <Toolbar
        editor={editor}
        source={source}
        disabled={disabled}
        image={{ accept: image.accept, pick: image.pick }}
        video={{ accept: '.mp4,video/mp4', pick: video.pick }}
      />
      <UploadProgress sending={[...image.sending, ...video.sending]} />
      {source ? (
        <textarea
          className={styles.source}
          style={{ height }}
          value={value}
          disabled={disabled}
          onChange={(event) => emit(event.target.value)}
          aria-label={t('richText.source')}
          spellCheck={false}
        />
      ) : null}
      <EditorContent editor={editor} className={styles.body} style={{ height }} hidden={source} />
      <div className={`${frame.footer} ${styles.footer}`}>
        <button
          type="button"
          className={styles.sourceToggle}
          aria-pressed={source}
          disabled={disabled}
          onClick={toggleSource}
        >
          <CodeOutlined aria-hidden /> {t('richText.source')}
        </button>
        <span className={styles.hint}>{source ? t('richText.sourceHint') : null}</span>
        <span className={styles.grow} />
        {max !== undefined ? (
          <span className={tooLong ? styles.over : undefined} role={tooLong ? 'alert' : undefined}>
            {tooLong ? t('richText.tooLong', { max }) : t('richText.length', { count: value.length, max })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
