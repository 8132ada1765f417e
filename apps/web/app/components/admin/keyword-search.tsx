import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryNav } from '../../lib/list-query';
import styles from './admin.module.css';

interface TProps {
  keyword: string;
  placeholder: string;
  total: number;
}

/** Above a searchable list: the box that puts its keyword in the query (page 1 again) and the count. */
export function KeywordToolbar({ keyword, placeholder, total }: TProps) {
  const { t } = useTranslation();
  const go = useQueryNav();
  return (
    <div className={styles.toolbar}>
      <Input.Search
        key={keyword}
        defaultValue={keyword}
        placeholder={placeholder}
        allowClear
        maxLength={32}
        size="middle"
        style={{ width: 300 }}
        onSearch={(value) => go({ keyword: value.trim() || null, page: null })}
      />
      <span className={styles.muted}>{t('common.total', { count: total })}</span>
    </div>
  );
}
