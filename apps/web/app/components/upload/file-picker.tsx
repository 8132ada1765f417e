import { ConfigProvider } from 'antd';
import { useRef, type DragEvent, type ReactNode } from 'react';
import styles from './file-picker.module.css';

/** Whether a file matches an `accept` list (MIME types, `type/*` wildcards, `.ext` endings). */
const accepts = (accept: string, file: File): boolean =>
  accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .some((part) =>
      part.startsWith('.')
        ? file.name.toLowerCase().endsWith(part)
        : part.endsWith('/*')
          ? file.type.toLowerCase().startsWith(part.slice(0, -1))
          : file.type.toLowerCase() === part,
    );

interface TProps {
  accept: string;
  /** Left out, the picker follows a disabled antd Form around it, as antd's Upload did. */
  disabled?: boolean;
  /** Each file chosen or dropped, in order. */
  onFile: (file: File) => void;
  /** The control a person clicks: a <button>, which also answers Enter and Space. */
  children: ReactNode;
}

/**
 * What our image fields used antd's Upload for, without its upload list, progress bar and request
 * code (about 18 KB gzip on every page with an image field): a click opens the file dialog, a drop
 * takes the files `accept` allows (others are ignored, as antd ignored them), and the same file can
 * be picked again. The caller uploads each file itself (use-image-upload.ts). While disabled it
 * carries data-disabled, for the caller's styles.
 */
export function FilePicker({ accept, disabled: own, onFile, children }: TProps) {
  const { componentDisabled } = ConfigProvider.useConfig();
  const disabled = own ?? componentDisabled ?? false;
  const input = useRef<HTMLInputElement>(null);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    for (const file of event.dataTransfer.files) if (accepts(accept, file)) onFile(file);
  };
  return (
    <span className={styles.picker} data-disabled={disabled || undefined}>
      <span
        className={styles.trigger}
        onClick={disabled ? undefined : () => input.current?.click()}
        onDragOver={disabled ? undefined : (event) => event.preventDefault()}
        onDrop={disabled ? undefined : drop}
      >
        <input
          ref={input}
          type="file"
          accept={accept}
          disabled={disabled}
          style={{ display: 'none' }}
          // The input sits inside the clickable span: its own click must not open the dialog twice.
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => {
            for (const file of event.target.files ?? []) onFile(file);
            // Cleared, so choosing the same file again is a change too.
            event.target.value = '';
          }}
        />
        {children}
      </span>
    </span>
  );
}
