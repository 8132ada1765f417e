import { Writable } from 'node:stream';
import { StyleProvider } from '@ant-design/cssinjs';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { ANTD_STYLESHEET } from './antd-slim/antd-stylesheet';
import { htmlLang } from './i18n';
import { NonceContext } from './lib/nonce';
import { requestStyleCache } from './lib/style-cache.server';
import baseTexts from 'virtual:huitang/base-texts';

export { renderVisitorArea } from './components/site-header/visitor-area.server';

export const streamTimeout = 10_000;

/** The modulepreload of the base texts in the page's language, which the browser reads from <html lang>. */
const baseTextsPreload = (html: Buffer): string => {
  const lang = /<html lang="([^"]*)"/.exec(html.subarray(0, 200).toString('utf8'))?.[1];
  return `<link rel="modulepreload" href="${lang === htmlLang('en') ? baseTexts.en : baseTexts.zh}">`;
};

/**
 * Renders the whole document before answering: antd writes its CSS while components render, so
 * waiting for onAllReady lets us put every style into <head> and the page paints styled at once.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const { nonce } = loadContext;
  if (request.method.toUpperCase() === 'HEAD') {
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }
  const { cache, extract } = requestStyleCache(ANTD_STYLESHEET);
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StyleProvider cache={cache}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StyleProvider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          // A plain collector: the document goes out whole, so nothing needs a readable side.
          const sink = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
          });
          sink.on('finish', () => {
            clearTimeout(timer);
            const html = Buffer.concat(chunks);
            // First in <head>, where antd's client runtime also puts its styles, so the site's own
            // stylesheets come later and win where both style an element. Then the script of the
            // page's base texts (app/i18n/index.ts), which the browser would otherwise find late.
            const index = html.indexOf('<head>');
            const at = index < 0 ? 0 : index + '<head>'.length;
            const head = extract() + baseTextsPreload(html);
            const body = Buffer.concat([html.subarray(0, at), Buffer.from(head), html.subarray(at)]);
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            // Pages carry the visitor's own header (avatar, unread count): never cache them shared.
            if (!responseHeaders.has('Cache-Control'))
              responseHeaders.set('Cache-Control', 'private, no-cache');
            resolve(new Response(body, { status, headers: responseHeaders }));
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
