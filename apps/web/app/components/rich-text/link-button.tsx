import { LinkOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LINK_ADDRESS } from './extensions';
import { ToolButton } from './tool-button';
import styles from './editor.module.css';

/**
 * Links the selected text, or the link under the cursor, to an address typed in a small box; with
 * nothing selected the address is written as the link's text. Only addresses the sanitiser keeps are
 * taken, so no saved link quietly loses its target.
 */
export function LinkButton({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useTranslation();
  const active = useEditorState({ editor, selector: ({ editor: current }) => current.isActive('link') });
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [invalid, setInvalid] = useState(false);

  const show = (next: boolean) => {
    if (next) {
      setAddress((editor.getAttributes('link').href as string | undefined) ?? '');
      setInvalid(false);
    }
    setOpen(next && !disabled);
  };
  const apply = () => {
    const href = address.trim();
    if (!LINK_ADDRESS.test(href)) {
      setInvalid(true);
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    setOpen(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  const form = (
    <div className={styles.linkForm}>
      <input
        // Focused as it mounts, without scrolling: autoFocus would scroll to where the box is drawn
        // before the dropdown has placed it, the top of the page.
        ref={(input) => input?.focus({ preventScroll: true })}
        className={styles.linkInput}
        value={address}
        placeholder="https://"
        aria-label={t('richText.linkAddress')}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          setAddress(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          apply();
        }}
      />
      {invalid ? <div className={styles.linkError}>{t('richText.linkInvalid')}</div> : null}
      <div className={styles.linkActions}>
        {active ? (
          <Button size="small" type="link" danger onClick={remove}>
            {t('richText.linkRemove')}
          </Button>
        ) : null}
        <Button size="small" type="primary" onClick={apply}>
          {t('richText.linkApply')}
        </Button>
      </div>
    </div>
  );
  return (
    // A dropdown drawing a box of its own, not antd's Popover: the toolbar's menus load Dropdown
    // anyway, and Popover would split antd's arrow code off the organisation site's pages.
    <Dropdown open={open} onOpenChange={show} trigger={['click']} popupRender={() => form}>
      {/* Dropdown listens on this slot: a click on the button inside reaches it. */}
      <span className={styles.slot}>
        <ToolButton label={t('richText.link')} active={active} disabled={disabled}>
          <LinkOutlined />
        </ToolButton>
      </span>
    </Dropdown>
  );
}
