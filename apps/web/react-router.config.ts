import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Public pages are rendered on the server for search engines; the same process serves /apis.
  ssr: true,
  serverModuleFormat: 'esm',
  // React Router v8's behaviour, taken now (the build warned of each): routes' client code split
  // per export, data URLs aware of trailing slashes, requests passed through to loaders as they
  // came, and Vite's environment API.
  future: {
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_passThroughRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
