import type { TSignUpForm } from '@huitang/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../lib/format/money';
import styles from './apply.module.css';

type TType = TSignUpForm['types'][number];

/** The registration types to pick from, as cards: fee, places left, and full ones greyed out (SPEC 1). */
export function TypeCards({
  types,
  value,
  onChange,
}: {
  types: TType[];
  value?: number;
  onChange?: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.typeCards} role="radiogroup" aria-label={t('signUp.apply.type')}>
      {types.map((type) => {
        const full = type.remaining === 0;
        const chosen = value === type.id;
        return (
          <button
            key={type.id}
            type="button"
            role="radio"
            aria-checked={chosen}
            disabled={full}
            className={`${styles.typeCard} ${chosen ? styles.typeChosen : ''}`}
            onClick={() => onChange?.(type.id)}
          >
            <span className={styles.typeHead}>
              <span className={styles.typeName}>{type.name}</span>
              {type.needsAudit ? <Tag color="gold">{t('signUp.apply.needsAudit')}</Tag> : null}
            </span>
            <span className={styles.typeFee}>
              {type.feeFen === 0 ? t('signUp.apply.free') : formatFen(type.feeFen)}
            </span>
            {type.description ? <span className={styles.typeDesc}>{type.description}</span> : null}
            <span className={full ? styles.typeFull : styles.typeLeft}>
              {full
                ? t('signUp.apply.full')
                : type.remaining === null
                  ? t('signUp.apply.unlimited')
                  : t('signUp.apply.remaining', { count: type.remaining })}
            </span>
          </button>
        );
      })}
    </div>
  );
}
