import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/view';
import { dataOf, serverApi } from '../../api/server';
import defaultAvatar from '../../assets/default-avatar.svg';
import styles from './lecturer.module.css';
import { loadTexts } from '../../i18n';
import { routeId } from '../../lib/route-id';

await loadTexts('publisher');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const loader = async ({ params, context }: Route.LoaderArgs) => {
  const id = routeId(params.id);
  return dataOf(await serverApi(context).call('/user/api/lecturer/view', { id }));
};

export const meta: Route.MetaFunction = ({ data: lecturer, matches }) => {
  const site = matches[0].loaderData;
  if (!lecturer) return [{ title: site.web.title }];
  return [
    { title: `${lecturer.name} - ${site.web.title}` },
    { name: 'description', content: lecturer.introduction.slice(0, 120) },
  ];
};

/**
 * /lecturer/:id, a lecturer's public profile (the id is the user's). Their meetings and courses
 * join this page when those content types exist.
 */
export default function LecturerView({ loaderData: lecturer }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className={`ht-container ${styles.viewPage}`}>
      <Breadcrumb
        className={styles.crumbs}
        items={[{ title: <Link to="/lecturer">{t('lecturers.title')}</Link> }, { title: lecturer.name }]}
      />
      <section className={styles.profile}>
        <img
          src={lecturer.headImgUrl || defaultAvatar}
          alt={lecturer.name}
          className={styles.profileAvatar}
        />
        <div>
          <h1>{lecturer.name}</h1>
          <p className={styles.profilePosition}>{lecturer.position}</p>
          {lecturer.organization ? <p className={styles.profileOrg}>{lecturer.organization}</p> : null}
        </div>
      </section>
      <section className={styles.section}>
        <h2>{t('lecturers.introduction')}</h2>
        <p className={styles.introFull}>{lecturer.introduction}</p>
      </section>
    </div>
  );
}
