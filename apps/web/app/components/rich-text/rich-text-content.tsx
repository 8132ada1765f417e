import styles from './rich-text-content.module.css';

/**
 * A rich text as visitors see it: HTML the server's sanitiser kept when it was saved, drawn with the
 * same styles the editor draws it with (rich-text-content.module.css), so the page shows what the
 * organiser saw. It holds no editor code: public pages import it.
 */
export function RichTextContent({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.content} ${className}` : styles.content}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * The class itself, for the editor's editing area. Taken from here rather than from the CSS module,
 * so the module has one importer and the public pages load one small chunk for it, not two.
 */
export const richTextClass = styles.content;
