import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Public pages are rendered on the server for search engines; the same process serves /apis.
  ssr: true,
  serverModuleFormat: 'esm',
} satisfies Config;
