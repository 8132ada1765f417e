import { ZPageComponent, type TOrgPublic, type TPageComponent } from '@huitang/contracts';
import { data, type AppLoadContext } from 'react-router';
import { dataOf, serverApi } from '../api/server';
import { stop } from '../lib/stop';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
};

export interface TOrgSite {
  org: TOrgPublic;
  page: TPageComponent;
}

/**
 * SPEC "Organisation site": the organisation by id gives its orgNo, the orgNo gives the page
 * settings, a JSON string that is parsed (and its HTML sanitised) here so pages get plain data.
 */
export const loadOrgSite = async (id: string | undefined, context: AppLoadContext): Promise<TOrgSite> => {
  const orgId = Number(id);
  if (!Number.isInteger(orgId) || orgId <= 0) stop(data(null, { status: 404 }));
  const api = serverApi(context);
  const org = dataOf(await api.call('/user/api/org/info', { id: orgId }));
  const devise = dataOf(await api.call('/user/api/org/page/devise', { orgNo: org.orgNo }));
  const parsed = ZPageComponent.safeParse(parseJson(devise.pageComponent));
  // Settings that do not parse leave the site with its defaults rather than broken.
  const page = parsed.success ? parsed.data : ZPageComponent.parse({});
  return { org, page };
};
