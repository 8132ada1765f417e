import { Space } from 'antd';
import type { ReactNode } from 'react';

/** An input with its words before (and after) it in one compact row: antd 6's replacement for addons. */
export function Labelled({
  before,
  after,
  children,
}: {
  before: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Space.Compact>
      <Space.Addon>{before}</Space.Addon>
      {children}
      {after === undefined ? null : <Space.Addon>{after}</Space.Addon>}
    </Space.Compact>
  );
}
