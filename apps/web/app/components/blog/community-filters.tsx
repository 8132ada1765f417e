import type { TLabel } from '@huitang/contracts';
import { Tabs, Tag } from 'antd';
import { useQueryNav } from '../../lib/list-query';
import styles from './blog.module.css';

/**
 * The tabs and label filter above the blog's and the questions' lists (SPEC tab ids and
 * labelNo/labelName), kept in the address as ?tab= and ?label=; the first tab is the default.
 */
export function CommunityFilters({
  tabs,
  tab,
  labels,
  labelNo,
  allLabels,
}: {
  tabs: readonly { tab: number; text: string }[];
  tab: number;
  labels: TLabel[];
  labelNo: number | undefined;
  allLabels: string;
}) {
  const go = useQueryNav();
  return (
    <>
      <Tabs
        activeKey={String(tab)}
        items={tabs.map((item) => ({ key: String(item.tab), label: item.text }))}
        onChange={(key) => go({ tab: key === String(tabs[0]?.tab) ? null : key, page: null })}
      />
      {labels.length > 0 ? (
        <div className={styles.labels} data-testid="community-labels">
          <Tag.CheckableTag checked={!labelNo} onChange={() => go({ label: null, page: null })}>
            {allLabels}
          </Tag.CheckableTag>
          {labels.map((label) => (
            <Tag.CheckableTag
              key={label.labelNo}
              checked={label.labelNo === labelNo}
              onChange={() => go({ label: String(label.labelNo), page: null })}
            >
              {label.labelName}
            </Tag.CheckableTag>
          ))}
        </div>
      ) : null}
    </>
  );
}
