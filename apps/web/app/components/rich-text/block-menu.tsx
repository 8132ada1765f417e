import { DownOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { HEADING_LEVELS } from './extensions';
import { ToolButton } from './tool-button';
import styles from './editor.module.css';

/** Body text (0) or a heading level, for the block under the cursor. */
type TLevel = 0 | (typeof HEADING_LEVELS)[number];

/** Whether the block under the cursor is body text or a heading, and which; the button names it. */
export function BlockMenu({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useTranslation();
  const level = useEditorState({
    editor,
    selector: ({ editor: at }): TLevel =>
      HEADING_LEVELS.find((one) => at.isActive('heading', { level: one })) ?? 0,
  });
  const name = (one: TLevel) => (one ? t('richText.heading', { level: one }) : t('richText.paragraph'));
  // The button names the block in its 56 px: "Heading 2" would not fit.
  const short = (one: TLevel) =>
    one ? t('richText.headingShort', { level: one }) : t('richText.paragraphShort');
  const apply = (one: TLevel) =>
    (one ? editor.chain().focus().setHeading({ level: one }) : editor.chain().focus().setParagraph()).run();
  return (
    <Dropdown
      disabled={disabled}
      trigger={['click']}
      menu={{
        items: ([0, ...HEADING_LEVELS] as TLevel[]).map((one) => ({ key: String(one), label: name(one) })),
        selectable: true,
        selectedKeys: [String(level)],
        onClick: ({ key }) => apply(Number(key) as TLevel),
      }}
    >
      <span className={styles.slot}>
        <ToolButton label={t('richText.block')} disabled={disabled}>
          <span className={styles.blockName}>{short(level)}</span>
          <DownOutlined className={styles.caret} />
        </ToolButton>
      </span>
    </Dropdown>
  );
}
