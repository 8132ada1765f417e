import { Breadcrumb } from 'antd';
import { FollowButton } from '../../components/attention/follow-button';
import { CourseCardView } from '../../components/course/course-card';
import cards from '../../components/meeting/meeting-cards.module.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/view';
import { dataOf, serverApi } from '../../api/server';
import defaultAvatar from '../../assets/default-avatar.svg';
import { PHONE_READY } from '../../lib/phone';
import styles from './lecturer.module.css';
import { loadTexts } from '../../i18n';
import { routeId } from '../../lib/route-id';

await loadTexts('publisher', 'course');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

/** The lecturer's newest courses of every kind; the catalogue has the rest. */
const COURSES_SHOWN = 8;

export const loader = async ({ params, context }: Route.LoaderArgs) => {
  const id = routeId(params.id);
  const api = serverApi(context);
  const [lecturer, courses] = await Promise.all([
    api.call('/user/api/lecturer/view', { id }),
    api.call('/course/api/course/list', { kind: 'all', teacherId: id, pageSize: COURSES_SHOWN }),
  ]);
  return { ...dataOf(lecturer), courses: dataOf(courses).list };
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
 * /lecturer/:id, a lecturer's public profile (the id is the user's): who they are, a follow button,
 * and their listed courses and libraries.
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
          <FollowButton kind="lecturer" id={lecturer.id} />
        </div>
      </section>
      <section className={styles.section}>
        <h2>{t('lecturers.introduction')}</h2>
        <p className={styles.introFull}>{lecturer.introduction}</p>
      </section>
      {lecturer.courses.length > 0 ? (
        <section className={styles.section}>
          <h2>{t('course.lecturerCourses')}</h2>
          <div className={cards.grid}>
            {lecturer.courses.map((course) => (
              <CourseCardView key={course.id} course={course} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
