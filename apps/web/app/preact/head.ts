/**
 * The key an element of the head is known by: the page's title, a meta by its name or property, a
 * link by its rel and href. Others (charset, scripts, styles) are not the routes' to change.
 */
const keyOf = (element: Element): string | undefined => {
  if (element.localName === 'title') return 'title';
  if (element.localName === 'meta') {
    const name = element.getAttribute('name') ?? element.getAttribute('property');
    return name === null ? undefined : `meta ${name}`;
  }
  if (element.localName === 'link')
    return `link ${element.getAttribute('rel')} ${element.getAttribute('href')}`;
  return undefined;
};

const keyed = (parent: Element, only?: Set<Element>) => {
  const found = new Map<string, Element>();
  for (const element of parent.children) {
    const key = keyOf(element);
    if (key !== undefined && (only === undefined || only.has(element)) && !found.has(key))
      found.set(key, element);
  }
  return found;
};

const sameAttributes = (target: Element, source: Element) => {
  for (const { name } of [...target.attributes]) if (!source.hasAttribute(name)) target.removeAttribute(name);
  for (const { name, value } of [...source.attributes])
    if (target.getAttribute(name) !== value) target.setAttribute(name, value);
  if (target.localName === 'title' && target.textContent !== source.textContent)
    target.textContent = source.textContent;
};

/**
 * Makes the head show what the routes drew into `drawn` (app/preact/client.ts), as React does with
 * its head: an element with a key the head already has is updated, a new one appended, one the
 * routes no longer draw removed. `managed` holds the head's elements this owns (adoptHead);
 * elements it never owned (modulepreloads, image preloads, antd's styles, stylesheets Vite added
 * for a chunk) are left alone.
 */
export const syncHead = (drawn: Element, head: Element, managed: Set<Element>) => {
  const wanted = keyed(drawn);
  const owned = keyed(head, managed);
  for (const [key, element] of owned)
    if (!wanted.has(key)) {
      element.remove();
      managed.delete(element);
    }
  for (const [key, source] of wanted) {
    const target = owned.get(key);
    if (target) sameAttributes(target, source);
    else {
      const copy = source.cloneNode(true) as Element;
      head.append(copy);
      managed.add(copy);
    }
  }
};

/** The head's elements the server drew for what the routes draw now: these the routes own. */
export const adoptHead = (drawn: Element, head: Element): Set<Element> => {
  const wanted = keyed(drawn);
  return new Set([...keyed(head)].filter(([key]) => wanted.has(key)).map(([, element]) => element));
};
