import { Fragment } from 'react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text with the visitor's words marked (<mark>), matched without regard to case. The text is
 * written as text, never as HTML, so nothing in a title or snippet can run.
 */
export function MarkedText({ text, marks }: { text: string; marks: string[] }) {
  const words = marks.filter(Boolean);
  if (words.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
  const lower = new Set(words.map((word) => word.toLowerCase()));
  return (
    <>
      {text
        .split(pattern)
        .map((piece, index) =>
          lower.has(piece.toLowerCase()) ? (
            <mark key={index}>{piece}</mark>
          ) : (
            <Fragment key={index}>{piece}</Fragment>
          ),
        )}
    </>
  );
}
