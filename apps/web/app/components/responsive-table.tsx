import { Empty, Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { Key, ReactNode } from 'react';
import { usePhone } from '../lib/phone';
import styles from './responsive-table.module.css';

type TColumn<T> = ColumnType<T> & { dataIndex?: keyof T & string };

const cellOf = <T,>(column: TColumn<T>, row: T, index: number): ReactNode => {
  const value = column.dataIndex ? row[column.dataIndex] : undefined;
  return column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode);
};

/**
 * antd's Table on a desktop; on a phone (lib/phone.ts) the same columns as one card per row: the
 * first column is the card's heading, the others label and value, the `actions` column its footer.
 * A table seven columns wide cannot fit a phone's 390 px, and scrolling sideways hides the actions.
 */
export function ResponsiveTable<T extends object>(props: TableProps<T>) {
  const phone = usePhone();
  if (!phone) return <Table<T> {...props} />;
  const columns = (props.columns ?? []) as TColumn<T>[];
  const [heading, ...rest] = columns;
  const actions = rest.find((column) => column.key === 'actions');
  const facts = rest.filter((column) => column !== actions);
  const rows = props.dataSource ?? [];
  const keyOf = (row: T, index: number): Key =>
    typeof props.rowKey === 'function'
      ? props.rowKey(row, index)
      : (row[(props.rowKey ?? 'key') as keyof T] as Key);
  const emptyText = props.locale?.emptyText;
  if (rows.length === 0)
    return (
      <Empty
        description={typeof emptyText === 'function' ? emptyText() : emptyText}
        className={styles.empty}
      />
    );
  return (
    <ul className={styles.cards}>
      {rows.map((row, index) => (
        <li key={keyOf(row, index)} className={styles.card}>
          {heading ? <div className={styles.heading}>{cellOf(heading, row, index)}</div> : null}
          <dl className={styles.facts}>
            {facts.map((column, at) => (
              <div key={String(column.key ?? column.dataIndex ?? at)} className={styles.fact}>
                <dt>{column.title as ReactNode}</dt>
                <dd>{cellOf(column, row, index)}</dd>
              </div>
            ))}
          </dl>
          {actions ? <div className={styles.actions}>{cellOf(actions, row, index)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
