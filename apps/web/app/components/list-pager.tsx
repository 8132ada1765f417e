import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryNav } from '../lib/list-query';

interface TProps {
  page: { pageCurrent: number; pageSize: number; totalCount: number };
  className?: string;
}

/** The pager under a list, moving ?page=; hidden when everything fits on one page. */
export function ListPager({ page, className }: TProps) {
  const { t } = useTranslation();
  const go = useQueryNav();
  if (page.totalCount <= page.pageSize) return null;
  return (
    <Pagination
      className={className}
      current={page.pageCurrent}
      pageSize={page.pageSize}
      total={page.totalCount}
      showSizeChanger={false}
      showTotal={(total) => t('common.total', { count: total })}
      onChange={(current) => go({ page: String(current) })}
    />
  );
}
