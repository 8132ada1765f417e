import type { TSearchHit } from '@huitang/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '../../lib/format/format-time';
import { MarkedText } from './marked-text';
import styles from './search-hits.module.css';

/** Each kind of the index: where it is read (SPEC 2's public pages) and its name's text. */
const KINDS = {
  1: { page: '/view', name: 'vod' },
  2: { page: '/live/detail', name: 'live' },
  3: { page: '/library/view', name: 'library' },
  4: { page: '/resource/detail', name: 'resource' },
  5: { page: '/exam/view', name: 'exam' },
  6: { page: '/blog/article', name: 'blog' },
  7: { page: '/question/view', name: 'question' },
  8: { page: '/info/detail', name: 'info' },
} as const;
const kindOf = (kind: number) => KINDS[kind as keyof typeof KINDS] ?? KINDS[6];
export const hitPath = (hit: Pick<TSearchHit, 'kind' | 'id'>) => `${kindOf(hit.kind).page}/${hit.id}`;

/** Things found of any kind but meetings: title and snippet with the visitor's words marked. */
export function SearchHits({ hits }: { hits: TSearchHit[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.hits} data-testid="search-hits">
      {hits.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`} className={styles.hit}>
          {hit.cover ? <img src={hit.cover} alt="" className={styles.cover} loading="lazy" /> : null}
          <div className={styles.body}>
            <Link to={hitPath(hit)} className={styles.title}>
              <MarkedText text={hit.title} marks={hit.marks} />
            </Link>
            {hit.snippet ? (
              <p className={styles.snippet}>
                <MarkedText text={hit.snippet} marks={hit.marks} />
              </p>
            ) : null}
            <div className={styles.meta}>
              <Tag>{t(`search.kinds.${kindOf(hit.kind).name}`)}</Tag>
              {hit.byline ? <span>{hit.byline}</span> : null}
              <span>{formatTime(hit.gmtPublished)}</span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
