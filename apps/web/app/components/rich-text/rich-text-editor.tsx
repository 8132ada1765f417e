import { lazy, Suspense } from 'react';
import { loadTexts } from '../../i18n';
import { useInBrowser } from '../../lib/use-in-browser';
import { bodyHeight } from './frame';
import styles from './frame.module.css';

export interface TRichTextProps {
  /** Form.Item's id for the field, put on the editable area. */
  id?: string;
  /** The field's label, as the editable area's accessible name (a label's `for` names no div). */
  label?: string;
  value?: string;
  onChange?: (html: string) => void;
  /** The longest HTML the field's contract takes; the editor counts towards it. */
  max?: number;
  /** How many lines of text the editing area shows before it scrolls. */
  rows?: number;
  /** Left out, the editor follows a disabled antd Form around it. */
  disabled?: boolean;
}

/** tiptap and the editor's texts arrive together, in chunks of their own, when an editor first shows. */
const Editor = lazy(async () => {
  const [editor] = await Promise.all([import('./editor'), loadTexts('richText')]);
  return editor;
});

/**
 * The platform's rich-text field (meeting introductions, notices, menu pages, organisation about-us,
 * site articles): value and onChange carry HTML, as antd's Form hands them. The editor (tiptap, about
 * 150 KB gzip) loads in the browser only once a page shows the field, so no page that lacks one ever
 * downloads it; the server and the hydrating browser both draw the same empty frame of the editor's
 * size in its place, so nothing moves when the editor arrives.
 */
export function RichTextEditor(props: TRichTextProps) {
  const inBrowser = useInBrowser();
  const shell = (
    <div className={styles.shell} aria-busy="true">
      <div className={styles.shellBar} />
      <div style={{ height: bodyHeight(props.rows) }} />
      <div className={styles.shellFooter} />
    </div>
  );
  if (!inBrowser) return shell;
  return (
    <Suspense fallback={shell}>
      <Editor {...props} />
    </Suspense>
  );
}
