import { Code, type TVipSet } from '@huitang/contracts';
import { CrownFilled } from '@ant-design/icons';
import { Alert, Button, Empty } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/vip';
import { dataOf, serverApi } from '../../api/server';
import { CourseCardView } from '../../components/course/course-card';
import { Checkout } from '../../components/payment/checkout';
import { chinaTime } from '@huitang/contracts/china-time';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import { saveReturnUrl } from '../../lib/session/return-url';
import { useAppServices } from '../../state/app-services';
import cards from '../../components/meeting/meeting-cards.module.css';
import styles from '../../components/course/vip.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('course');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.course.vip.title);

/** The courses shown under the plans: the newest of the plan; the catalogue lists them all. */
const SHOWN = 8;

export const loader = async ({ context }: Route.LoaderArgs) => {
  const api = serverApi(context);
  const [plans, membership, courses, libraries] = await Promise.all([
    api.call('/system/api/vip/set/list', {}),
    api.call('/user/auth/vip/view', {}),
    api.call('/course/api/course/list', { kind: 'vod', price: 'vip', pageSize: SHOWN }),
    api.call('/course/api/course/list', { kind: 'library', price: 'vip', pageSize: SHOWN }),
  ]);
  return {
    plans: dataOf(plans),
    // Visitors see the plans and sign in to buy one.
    membership: membership.code === Code.OK ? membership.data : null,
    courses: [...dataOf(courses).list, ...dataOf(libraries).list],
  };
};

/** "Valid until …", "ended on …", or nothing yet. */
function MembershipState({ membership }: { membership: Route.ComponentProps['loaderData']['membership'] }) {
  const { t } = useTranslation();
  if (!membership?.expiresAt) return <p className={styles.state}>{t('course.vip.none')}</p>;
  const day = chinaTime(membership.expiresAt).slice(0, 10);
  return (
    <p className={styles.state} data-testid="vip-state">
      {membership.active ? t('course.vip.activeUntil', { day }) : t('course.vip.endedOn', { day })}
    </p>
  );
}

function PlanCard({ plan, chosen, onChoose }: { plan: TVipSet; chosen: boolean; onChoose: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={chosen ? `${styles.plan} ${styles.chosen}` : styles.plan}
      aria-pressed={chosen}
      onClick={onChoose}
    >
      <span className={styles.planName}>{plan.vipName}</span>
      <span className={styles.planPrice}>¥{plan.vipPrice}</span>
      <span className={styles.planDays}>{t('course.vip.days', { count: plan.vipDays })}</span>
      {plan.vipDesc ? <span className={styles.planDesc}>{plan.vipDesc}</span> : null}
    </button>
  );
}

/**
 * /vip (SPEC vip, vip/set/list): the platform's plans, the visitor's membership, buying a plan through
 * the platform's gateways (its days add to the membership's end), and the courses members study free.
 */
export default function Vip({ loaderData: { plans, membership, courses } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const revalidator = useRevalidator();
  const [planId, setPlanId] = useState(plans[0]?.id);
  const [paid, setPaid] = useState(false);
  const plan = plans.find((one) => one.id === planId);

  const isPaid = useCallback(
    (orderNo: string) =>
      api
        .call('/user/auth/vip/order/view', { orderNo }, { handleErrors: false })
        .then((reply) => reply.code === Code.OK && reply.data.status === 'paid'),
    [api],
  );
  const onPaid = useCallback(() => {
    setPaid(true);
    void revalidator.revalidate();
  }, [revalidator]);

  const signIn = () => {
    saveReturnUrl('/vip');
    window.location.assign('/login?t=login');
  };

  return (
    <div className={`ht-container ${styles.page}`}>
      <section className={styles.hero}>
        <h1>
          <CrownFilled className={styles.crown} /> {t('course.vip.title')}
        </h1>
        <p>{t('course.vip.intro')}</p>
        <MembershipState membership={membership} />
      </section>
      {paid ? <Alert type="success" showIcon message={t('course.vip.paid')} className={styles.paid} /> : null}
      {plans.length === 0 ? (
        <Empty description={t('course.vip.noPlans')} />
      ) : (
        <section className={styles.buy}>
          <div className={styles.plans}>
            {plans.map((one) => (
              <PlanCard
                key={one.id}
                plan={one}
                chosen={one.id === planId}
                onChoose={() => setPlanId(one.id)}
              />
            ))}
          </div>
          {!plan ? null : !membership ? (
            <Button type="primary" size="large" onClick={signIn}>
              {t('course.vip.signInToBuy')}
            </Button>
          ) : membership.payProviders.length === 0 ? (
            <p className={styles.state}>{t('course.detail.noProviders')}</p>
          ) : (
            <Checkout
              providers={membership.payProviders}
              label={t(membership.active ? 'course.vip.renew' : 'course.vip.buy', {
                name: plan.vipName,
                price: `¥${plan.vipPrice}`,
              })}
              order={async (provider) => {
                const reply = await api.call('/user/auth/vip/buy', { vipSetId: plan.id, provider });
                return reply.code === Code.OK
                  ? { orderNo: reply.data.order.orderNo, start: reply.data.start }
                  : null;
              }}
              isPaid={isPaid}
              onPaid={onPaid}
            />
          )}
        </section>
      )}
      <section>
        <div className={styles.coursesHead}>
          <h2>{t('course.vip.courses')}</h2>
          <span className={styles.more}>
            <Link to="/list?price=vip">{t('course.vip.allCourses')}</Link>
            <Link to="/library?price=vip">{t('course.vip.allLibraries')}</Link>
          </span>
        </div>
        {courses.length > 0 ? (
          <div className={cards.grid}>
            {courses.map((course) => (
              <CourseCardView key={course.id} course={course} />
            ))}
          </div>
        ) : (
          <Empty description={t('course.vip.noCourses')} />
        )}
      </section>
    </div>
  );
}
