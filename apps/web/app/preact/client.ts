import { createElement, options, type ComponentChildren, type VNode } from 'preact';
import { createPortal, hydrate, useLayoutEffect, useState } from 'preact/compat';
import { createRoot } from 'preact/compat/client';
import { adoptHead, syncHead } from './head';
import { whileHydrating } from './react';

export { createRoot };

/**
 * react-dom/client in the browser build (vite/preact-client.ts). React Router hydrates the whole
 * document, which Preact does not do as React 19 does: Preact adopts the DOM by position and tag and
 * removes what it did not adopt, while React's server moved the head's title, meta and link
 * elements (hoisted, reordered, image preloads added) and we put antd's styles first in it
 * (entry.server.tsx). So here:
 * - `<html>` draws only its children, into the document element, and sets its attributes itself;
 * - `<head>` keeps the server's head as it is: Preact never looks inside it, and the head's
 *   children are drawn into a detached element whose title, meta and link elements syncHead
 *   mirrors into the real head (added, updated, removed by key) whenever they change.
 */
type Props = { children?: ComponentChildren; [attribute: string]: unknown };

const KEEP = { __html: '' };

function DocumentElement({ children, ...attributes }: Props) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(attributes))
      if (typeof value === 'string' && root.getAttribute(name) !== value) root.setAttribute(name, value);
  });
  return children as VNode;
}

function DocumentHead({ children }: Props) {
  const [drawn] = useState(() => document.createElement('head'));
  useLayoutEffect(() => {
    const managed = adoptHead(drawn, document.head);
    const sync = () => syncHead(drawn, document.head, managed);
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(drawn, { subtree: true, childList: true, attributes: true, characterData: true });
    return () => observer.disconnect();
  }, [drawn]);
  return [
    createElement('head', { dangerouslySetInnerHTML: KEEP }),
    createPortal(children as VNode, drawn),
  ] as unknown as VNode;
}

let installed = false;
const drawDocumentAsReact = () => {
  if (installed) return;
  installed = true;
  const previous = options.vnode?.bind(options);
  options.vnode = (vnode) => {
    const props = vnode.props as Props;
    if (vnode.type === 'html') vnode.type = DocumentElement;
    else if (vnode.type === 'head' && props.dangerouslySetInnerHTML !== KEEP) vnode.type = DocumentHead;
    previous?.(vnode);
  };
};

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';

/**
 * React waits when the root suspends (HydratedRouter does until the server's loader data is
 * decoded); Preact throws the promise out of hydrate() when no Suspense is above, so the hydration
 * starts again once it settles. Nothing was drawn or changed before the throw.
 */
const hydrateWhenReady = (children: VNode, container: Element) => {
  try {
    whileHydrating(() => hydrate(children, container));
  } catch (error) {
    if (!isThenable(error)) throw error;
    const again = () => hydrateWhenReady(children, container);
    error.then(again, again);
  }
};

export function hydrateRoot(container: Element | Document, children: VNode) {
  if (container === document) drawDocumentAsReact();
  hydrateWhenReady(children, container as Element);
  return createRoot(container);
}
