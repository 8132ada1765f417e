/** vite/base-texts.ts: each language's base-texts script, by its URL in the browser. */
declare module 'virtual:huitang/base-texts' {
  const scripts: Record<'zh' | 'en', string>;
  export default scripts;
}
