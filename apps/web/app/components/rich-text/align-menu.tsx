import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  DownOutlined,
  MenuOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { ToolButton } from './tool-button';
import styles from './editor.module.css';

const ALIGNS = [
  { align: 'left', icon: <AlignLeftOutlined />, label: 'richText.alignLeft' },
  { align: 'center', icon: <AlignCenterOutlined />, label: 'richText.alignCenter' },
  { align: 'right', icon: <AlignRightOutlined />, label: 'richText.alignRight' },
  { align: 'justify', icon: <MenuOutlined />, label: 'richText.alignJustify' },
] as const;

type TAlign = (typeof ALIGNS)[number]['align'];

/**
 * The alignment of the paragraphs or headings under the cursor, one menu showing the current one:
 * four buttons would push the toolbar onto a second row in a dialog's width.
 */
export function AlignMenu({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useTranslation();
  // Text that names no alignment is left-aligned.
  const current = useEditorState({
    editor,
    selector: ({ editor: at }): TAlign =>
      ALIGNS.find(({ align }) => align !== 'left' && at.isActive({ textAlign: align }))?.align ?? 'left',
  });
  const shown = ALIGNS.find(({ align }) => align === current)!;
  // Left is where text goes anyway: it is written as no alignment at all.
  const apply = (align: TAlign) =>
    (align === 'left'
      ? editor.chain().focus().unsetTextAlign()
      : editor.chain().focus().setTextAlign(align)
    ).run();
  return (
    <Dropdown
      disabled={disabled}
      trigger={['click']}
      menu={{
        items: ALIGNS.map(({ align, icon, label }) => ({ key: align, icon, label: t(label) })),
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => apply(key as TAlign),
      }}
    >
      <span className={styles.slot}>
        <ToolButton label={t('richText.align')} disabled={disabled}>
          {shown.icon}
          <DownOutlined className={styles.caret} />
        </ToolButton>
      </span>
    </Dropdown>
  );
}
