import type { TAdv } from '@huitang/contracts';
import { Carousel } from 'antd';
import styles from './home.module.css';

/** The home banner from adv/list; a slide links out only when the advertisement has a URL. */
export function AdvCarousel({ advs }: { advs: TAdv[] }) {
  return (
    <section className={styles.banner}>
      <div className="ht-container">
        <Carousel autoplay autoplaySpeed={5000} dots={{ className: styles.dots }} className={styles.carousel}>
          {advs.map((adv) => {
            const image = <img src={adv.advImg} alt={adv.advTitle} className={styles.slideImage} />;
            return (
              <div key={adv.id} className={styles.slide}>
                {adv.advUrl ? (
                  <a
                    href={adv.advUrl}
                    target={adv.advTarget || undefined}
                    rel={adv.advTarget === '_blank' ? 'noopener noreferrer' : undefined}
                    title={adv.advTitle}
                  >
                    {image}
                  </a>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </Carousel>
      </div>
    </section>
  );
}
