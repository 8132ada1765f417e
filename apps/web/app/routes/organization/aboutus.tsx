import { data } from 'react-router';
import type { Route } from './+types/aboutus';
import { loadOrgSite } from '../../loaders/organization.server';
import { stop } from '../../lib/stop';
import { useOrgSite } from '../../layouts/use-org-site';
import { RichTextContent } from '../../components/rich-text/rich-text-content';
import styles from '../../components/organization/org-site.module.css';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

/** About us exists only when the organisation wrote one (SPEC "Organisation site header"). */
export const loader = async ({ params, context }: Route.LoaderArgs) => {
  const { page } = await loadOrgSite(params.id, context);
  if (!page.aboutUs) stop(data(null, { status: 404 }));
  return null;
};

/** The organisation's own about-us text (sanitised HTML), headings included. */
export default function OrganizationAbout() {
  const { page } = useOrgSite();
  return (
    <section className={`ht-container ${styles.card} ${styles.aboutPage}`}>
      <RichTextContent html={page.aboutUs} />
    </section>
  );
}
