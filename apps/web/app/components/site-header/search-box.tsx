import { searchTypeOfPath } from '@huitang/contracts';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAppServices } from '../../state/app-services';
import styles from './site-header.module.css';
import { PlainIcon } from '../icons/plain-icon';

/** SPEC "Site header": the search type follows the section the visitor is in. */
export function SearchBox() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useAppServices();
  const [text, setText] = useState('');

  const type = searchTypeOfPath(pathname, searchParams.get('type'));
  const hint = t(`header.searchOf.${type}`, { defaultValue: t('header.searchPlaceholder') });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) {
      toast(t('header.searchEmpty'), 'error');
      return;
    }
    void navigate(`/search/${encodeURIComponent(query)}?type=${type}`);
  };

  return (
    <form className={styles.search} onSubmit={submit} role="search">
      <input
        className={styles.searchInput}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={hint}
        aria-label={hint}
        maxLength={50}
      />
      <button type="submit" className={styles.searchButton} aria-label={hint}>
        <PlainIcon icon={SearchOutlined} />
      </button>
    </form>
  );
}
