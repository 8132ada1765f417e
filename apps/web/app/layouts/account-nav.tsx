import { Link } from 'react-router';
import styles from './account-nav.module.css';

export interface TNavGroup {
  key: string;
  label: string;
  /** `path` names the entry (and the pages under it); the link goes to `href` when it differs. */
  entries: { path: string; href?: string; label: string }[];
}

interface TProps {
  groups: TNavGroup[];
  /** The entry of the page shown, if any. */
  selected: string | undefined;
  className?: string;
}

/**
 * The account side menu: groups of links, drawn as antd's inline Menu drew them (same elements,
 * sizes and colours). It is navigation only, so it needs no script: antd's Menu brought rc-menu,
 * rc-overflow, Tooltip and rc-trigger (about 20 KB gzip) to every account page.
 */
export function AccountNav({ groups, selected, className }: TProps) {
  return (
    <nav className={className ? `${styles.nav} ${className}` : styles.nav}>
      {groups.map((group) => (
        <div key={group.key}>
          <div className={styles.groupTitle} title={group.label}>
            {group.label}
          </div>
          <ul className={styles.list}>
            {group.entries.map((entry) => (
              <li
                key={entry.path}
                className={entry.path === selected ? `${styles.item} ${styles.selected}` : styles.item}
              >
                <span className={styles.title}>
                  <Link
                    to={entry.href ?? entry.path}
                    aria-current={entry.path === selected ? 'page' : undefined}
                  >
                    {entry.label}
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
