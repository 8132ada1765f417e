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
