import type { TAdv } from '@huitang/contracts';
import { useEffect, useState } from 'react';
import styles from './home.module.css';

const SLIDE_MS = 5000;

function Slide({ adv, active }: { adv: TAdv; active: boolean }) {
  const image = <img src={adv.advImg} alt={adv.advTitle} className={styles.slideImage} />;
  return (
    <div className={active ? `${styles.slide} ${styles.slideActive}` : styles.slide} aria-hidden={!active}>
      {adv.advUrl ? (
        <a
          href={adv.advUrl}
          target={adv.advTarget || undefined}
          rel={adv.advTarget === '_blank' ? 'noopener noreferrer' : undefined}
          title={adv.advTitle}
          tabIndex={active ? 0 : -1}
        >
          {image}
        </a>
      ) : (
        image
      )}
    </div>
  );
}

/**
 * The home banner from adv/list: slides fade every five seconds and pause under the pointer.
 * A few lines of CSS instead of a slider library keep the home page's first script load small.
 */
export function AdvCarousel({ advs }: { advs: TAdv[] }) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || advs.length < 2) return;
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % advs.length), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [current, paused, advs.length]);

  return (
    <section className={styles.banner}>
      <div
        className={`ht-container ${styles.carousel}`}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
      >
        {advs.map((adv, index) => (
          <Slide key={adv.id} adv={adv} active={index === current} />
        ))}
        {advs.length > 1 ? (
          <div className={styles.dots}>
            {advs.map((adv, index) => (
              <button
                key={adv.id}
                type="button"
                aria-label={adv.advTitle}
                aria-current={index === current}
                className={index === current ? `${styles.dot} ${styles.dotActive}` : styles.dot}
                onClick={() => setCurrent(index)}
              />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
