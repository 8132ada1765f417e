import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The route table, mirroring SPEC 2. Only pages that exist are listed; later issues add theirs
 * under the layout they belong to.
 */
export default [
  layout('layouts/default.tsx', [
    index('routes/home.tsx', { id: 'home' }),
    route('index', 'routes/home.tsx', { id: 'home-index' }),
    route('terrace/:id?', 'routes/terrace.tsx'),
    route('login', 'routes/sign-in/login.tsx'),
    route('register', 'routes/sign-in/register.tsx'),
    route('reset', 'routes/sign-in/reset.tsx'),
    route('bind', 'routes/sign-in/bind.tsx'),
    route('null', 'routes/not-found.tsx', { id: 'null' }),
    layout('layouts/account.tsx', [
      ...prefix('account', [
        route('info', 'routes/account/info.tsx'),
        route('reset', 'routes/account/reset.tsx'),
        route('message', 'routes/account/message.tsx'),
        route('bind', 'routes/account/bind.tsx'),
      ]),
    ]),
    // Any other path answers HTTP 404 inside the site's header and footer.
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  // An organisation's own site (SPEC "Organisation site header"); :id is the organisation id.
  layout('layouts/organization.tsx', [
    route('organization/view/:id?', 'routes/organization/view.tsx'),
    route('organization/aboutus/:id?', 'routes/organization/aboutus.tsx'),
  ]),
] satisfies RouteConfig;
