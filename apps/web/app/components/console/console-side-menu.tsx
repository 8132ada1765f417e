import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { consoleMenu } from './console-menu';
import { consolePath } from './use-console';
import styles from './console-side-menu.module.css';

/**
 * The console's left menu: groups of links, drawn in the browser only (the layout wraps it in
 * BrowserPage). Plain links styled as antd's inline Menu was: the Menu, with the tooltip and
 * trigger it brings, weighed about 20 KB gzip on every console page's first load (issue 45) for
 * what is a list of links that never folds.
 */
export function ConsoleSideMenu({ meetingId }: { meetingId: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // A page without an entry of its own (navbaredit) lights the entry it belongs to: the longest path it starts with.
  const selected = consoleMenu
    .flatMap((group) => group.entries.map((entry) => entry.path))
    .filter((path) => pathname.startsWith(path))
    .sort((a, b) => b.length - a.length)[0];
  return (
    <nav className={styles.menu}>
      {consoleMenu.map((group) => (
        <div key={group.key} role="group" aria-labelledby={`console-menu-${group.key}`}>
          <div id={`console-menu-${group.key}`} className={styles.group}>
            {t(group.label)}
          </div>
          <ul className={styles.entries}>
            {group.entries.map((entry) => (
              <li key={entry.path}>
                <Link
                  to={consolePath(entry.path, meetingId)}
                  className={entry.path === selected ? `${styles.entry} ${styles.selected}` : styles.entry}
                  aria-current={entry.path === selected ? 'page' : undefined}
                >
                  {t(entry.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
