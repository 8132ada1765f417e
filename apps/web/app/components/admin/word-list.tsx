import { Code, type TEnvelope } from '@huitang/contracts';
import { Input, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useAppServices } from '../../state/app-services';
import styles from './admin.module.css';

/**
 * The words as the server last answered them, and a change that calls the server: its message as a
 * toast, its answer as the new list; it answers whether the change went through.
 */
export const useWordList = <T,>(initial: T) => {
  const { toast } = useAppServices();
  const [words, setWords] = useState(initial);
  const change = async (call: () => Promise<TEnvelope<T>>) => {
    const reply = await call();
    if (reply.code !== Code.OK) return false;
    toast(reply.msg, 'success');
    setWords(reply.data);
    return true;
  };
  return [words, change] as const;
};

/**
 * A list of words the platform admin keeps (the search dictionary, the sensitive words): add one
 * in the box, remove one by its tag's cross.
 */
export function WordListEditor({
  title,
  hint,
  texts,
  maxLength,
  words,
  extra,
  testId,
  onAdd,
  onRemove,
}: {
  title: string;
  hint: string;
  texts: { word: string; placeholder: string; add: string; empty: string };
  maxLength: number;
  words: { word: string }[];
  extra?: ReactNode;
  testId: string;
  /** Answers whether the word was added, so the box empties only then. */
  onAdd: (word: string) => Promise<boolean>;
  onRemove: (word: string) => void;
}) {
  const [word, setWord] = useState('');
  return (
    <section className={styles.section}>
      <Typography.Title level={4}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      <div className={styles.toolbar}>
        <Input.Search
          style={{ maxWidth: 360 }}
          value={word}
          maxLength={maxLength}
          placeholder={texts.placeholder}
          aria-label={texts.word}
          enterButton={texts.add}
          onChange={(event) => setWord(event.target.value)}
          onSearch={(value) => void onAdd(value).then((added) => added && setWord(''))}
        />
        {extra}
      </div>
      <div data-testid={testId} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {words.length === 0 ? <Typography.Text type="secondary">{texts.empty}</Typography.Text> : null}
        {words.map((row) => (
          <Tag key={row.word} closable onClose={() => onRemove(row.word)}>
            {row.word}
          </Tag>
        ))}
      </div>
    </section>
  );
}
