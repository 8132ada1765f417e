import { Input, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './html-editor.module.css';

interface TProps {
  value?: string;
  onChange?: (html: string) => void;
  max?: number;
  rows?: number;
  disabled?: boolean;
}

/** The preview runs no script and reaches nothing: a sandboxed frame with only this text in it. */
const previewDocument = (html: string) =>
  `<!doctype html><meta charset="utf-8"><style>body{margin:16px;font:14px/1.8 -apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1f2329}img{max-width:100%}</style>${html}`;

/**
 * Rich text as HTML with a preview (no rich-text editor is installed); the server keeps only safe
 * formatting and links when it saves.
 */
export function HtmlEditor({ value = '', onChange, max, rows = 10, disabled }: TProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  return (
    <div>
      <Segmented
        className={styles.modes}
        value={mode}
        onChange={(next) => setMode(next === 'preview' ? 'preview' : 'edit')}
        options={[
          { value: 'edit', label: t('htmlEditor.edit') },
          { value: 'preview', label: t('htmlEditor.preview') },
        ]}
      />
      {mode === 'edit' ? (
        <Input.TextArea
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          rows={rows}
          maxLength={max}
          showCount
          disabled={disabled}
          className={styles.code}
          placeholder={t('htmlEditor.placeholder')}
        />
      ) : (
        <iframe
          title={t('htmlEditor.preview')}
          sandbox=""
          srcDoc={previewDocument(value)}
          className={styles.preview}
        />
      )}
    </div>
  );
}
