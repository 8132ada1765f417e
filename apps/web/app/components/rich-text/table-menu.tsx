import { DownOutlined, TableOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ToolButton } from './tool-button';
import styles from './editor.module.css';

type TChain = ReturnType<Editor['chain']>;

/** What the table menu offers, in its order; null draws a divider. */
const ACTIONS = [
  ['tableInsert', (chain: TChain) => chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true })],
  null,
  ['rowAbove', (chain: TChain) => chain.addRowBefore()],
  ['rowBelow', (chain: TChain) => chain.addRowAfter()],
  ['columnLeft', (chain: TChain) => chain.addColumnBefore()],
  ['columnRight', (chain: TChain) => chain.addColumnAfter()],
  null,
  ['rowDelete', (chain: TChain) => chain.deleteRow()],
  ['columnDelete', (chain: TChain) => chain.deleteColumn()],
  ['headerRow', (chain: TChain) => chain.toggleHeaderRow()],
  ['mergeCells', (chain: TChain) => chain.mergeCells()],
  ['splitCell', (chain: TChain) => chain.splitCell()],
  null,
  ['tableDelete', (chain: TChain) => chain.deleteTable()],
] as const;

type TAction = Exclude<(typeof ACTIONS)[number], null>;

/**
 * Inserting a table and changing the one under the cursor; what cannot be done there is greyed. No
 * table goes inside another: the schema would take it, but no reader could follow it.
 */
export function TableMenu({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      inTable: current.isActive('table'),
      possible: ACTIONS.filter((action): action is TAction => action !== null)
        .filter(([key]) => key !== 'tableInsert' || !current.isActive('table'))
        .filter(([, run]) => run(current.can().chain()).run())
        .map(([key]) => key),
    }),
  });
  const items: MenuProps['items'] = ACTIONS.map((action, index) =>
    action === null
      ? { type: 'divider', key: `divider-${index}` }
      : { key: action[0], label: t(`richText.${action[0]}`), disabled: !state.possible.includes(action[0]) },
  );
  const run: MenuProps['onClick'] = ({ key }) => {
    const action = ACTIONS.find((one) => one?.[0] === key);
    if (action) action[1](editor.chain().focus()).run();
  };
  return (
    <Dropdown disabled={disabled} trigger={['click']} menu={{ items, onClick: run }}>
      <span className={styles.slot}>
        <ToolButton label={t('richText.table')} active={state.inTable} disabled={disabled}>
          <TableOutlined />
          <DownOutlined className={styles.caret} />
        </ToolButton>
      </span>
    </Dropdown>
  );
}
