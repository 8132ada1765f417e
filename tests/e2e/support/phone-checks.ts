import type { Page } from 'playwright-core';

export const IPHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/**
 * What makes a page hard to use on a phone, as a list a failing test prints: the page scrolling
 * sideways (and what sticks out), text under 14 px, and things to tap less than 40 px tall. Links
 * inside running text (rich text, a sentence) are exempt from the tap size, as WCAG's target size
 * rule exempts inline links; hidden elements are not looked at.
 */
// Plain JavaScript run in the page: a transpiler's helpers (such as esbuild's __name) do not exist there.
const CHECK_PAGE = `(() => {
    const problems = [];
    // A phone widens its layout viewport to fit a page that is too wide: the screen is the measure.
    const width = Math.min(window.innerWidth, window.screen.width);
    const describe = (element) => {
      const text = (element.textContent ?? '').trim().replace(/\\s+/g, ' ').slice(0, 30);
      const name = element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? '';
      return \`<\${element.tagName.toLowerCase()} class="\${String(element.className).slice(0, 40)}">\${text || name}\`;
    };
    const visible = (element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };

    // A row that scrolls sideways on its own (a tab strip) holds what lies beyond the screen.
    const insideScroller = (element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      return false;
    };
    const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
    if (scrollWidth > width) {
      problems.push(\`scrolls sideways: \${scrollWidth} px wide in \${width}\`);
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.right > width + 1 && visible(element) && !insideScroller(element))
          problems.push(\`  sticks out to \${Math.round(box.right)} px: \${describe(element)}\`);
        if (problems.length > 12) break;
      }
    }

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const small = new Set();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || small.has(parent) || !visible(parent)) continue;
      if (parent.closest('script, style, noscript, svg')) continue;
      if (parseFloat(getComputedStyle(parent).fontSize) < 14) small.add(parent);
    }
    for (const element of [...small].slice(0, 12))
      problems.push(\`text under 14 px (\${getComputedStyle(element).fontSize}): \${describe(element)}\`);

    const taps = document.body.querySelectorAll(
      'a[href], button, [role="button"], [role="tab"], input:not([type="hidden"]), select, textarea',
    );
    let shortTaps = 0;
    for (const element of taps) {
      if (!visible(element) || element.closest('p, li.ht-inline, .ht-rich, [data-inline-links]')) continue;
      // A link around a button is tapped through the button, which is looked at on its own.
      if (element.tagName === 'A' && element.querySelector('button')) continue;
      // A checkbox or radio is tapped through its label; a control through its whole wrapper.
      const target =
        element.closest('label, .ant-select, .ant-input-affix-wrapper, .ant-picker, .ant-input-number, .ant-tabs-tab') ?? element;
      const height = target.getBoundingClientRect().height;
      if (height < 39.5 && shortTaps++ < 12) problems.push(\`tap target \${Math.round(height)} px tall: \${describe(target)}\`);
    }
    return problems;
})()`;

export const phoneProblems = (page: Page): Promise<string[]> => page.evaluate<string[]>(CHECK_PAGE);
