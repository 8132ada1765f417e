/**
 * Stands in, in the browser build, for antd's tooltip UniqueProvider where ConfigProvider imports it
 * (vite/antd-slim.ts). ConfigProvider renders it only with `tooltip.unique`, which this app does not
 * set; whoever sets it must first remove the stand-in, or the server and browser would differ.
 */
export default function UniqueProvider(): never {
  throw new Error(
    'ConfigProvider tooltip.unique needs antd’s UniqueProvider: remove it from vite/antd-slim.ts',
  );
}
