import type { Locator, Page } from 'playwright-core';

/** CJK ideographs, CJK punctuation (、。「」) and full-width forms (：，（）): Chinese to an English reader. */
export const CJK = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/;

export interface TChineseText {
  /** Each offending line of innerText, or attribute, with where it sits (tag.class chain). */
  offending: string[];
  /** Texts of elements marked lang="zh…": Chinese on purpose (the language switch, ICP records). */
  marked: string[];
}

/**
 * What a person reads in `root` (document.body by default) that has a CJK character: the lines of
 * its innerText, and the alt, title, aria-label and placeholder texts. Elements marked lang="zh…"
 * are hidden while innerText is read, and returned apart so a journey can check they are only
 * what is Chinese on purpose.
 */
export const chineseText = async (target: Page | Locator): Promise<TChineseText> => {
  const root = 'goto' in target ? target.locator('body') : target;
  return root.evaluate((element, source) => {
    const pattern = new RegExp(source);
    const where = (node: Element | null) => {
      const chain: string[] = [];
      for (let at = node; at && at !== element.parentElement && chain.length < 3; at = at.parentElement) {
        const className = typeof at.className === 'string' ? at.className.split(' ')[0] : '';
        chain.unshift(`${at.tagName.toLowerCase()}${className ? `.${className}` : ''}`);
      }
      return chain.join(' > ');
    };
    const marked = [...element.querySelectorAll<HTMLElement>('[lang^="zh"]')];
    const displays = marked.map((node) => node.style.display);
    for (const node of marked) node.style.setProperty('display', 'none');
    const lines = (element as HTMLElement).innerText.split('\n').filter((line) => pattern.test(line));
    marked.forEach((node, index) => (node.style.display = displays[index]!));

    // Where each line comes from: the text nodes holding its Chinese, outside marked elements.
    const sources = new Map<string, string>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (pattern.test(text) && !node.parentElement?.closest('[lang^="zh"]'))
        sources.set(text, where(node.parentElement));
    }
    const offending = lines.map((line) => {
      const source = [...sources].find(([text]) => line.includes(text));
      return source ? `"${line.trim()}"  (in ${source[1]})` : `"${line.trim()}"`;
    });
    for (const node of element.querySelectorAll('[alt], [title], [placeholder], [aria-label]'))
      for (const name of ['alt', 'title', 'placeholder', 'aria-label']) {
        const value = node.getAttribute(name);
        if (value && pattern.test(value) && !node.closest('[lang^="zh"]'))
          offending.push(`${name}="${value}"  (on ${where(node)})`);
      }
    return { offending, marked: marked.map((node) => node.innerText.trim()) };
  }, CJK.source);
};

/** The language switch names Chinese in Chinese; the ICP and police records are filed in Chinese. */
export const ON_PURPOSE = /^(中文|.*ICP备.*|.*公网安备.*)$/;
