import { Node } from '@tiptap/core';

const srcOf = (element: HTMLElement): string | null =>
  element.getAttribute('src') ?? element.querySelector('source[src]')?.getAttribute('src') ?? null;

/**
 * A film uploaded to the platform, saved as `<video controls src>`: the one video markup the
 * sanitiser keeps (apps/server/src/platform/html/sanitize.ts). tiptap has no video node of its own.
 * Older texts may name the file in a <source> child; it is read from there too. A video naming no
 * file at all is dropped: it would show an empty player.
 */
export const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      src: { default: null, parseHTML: srcOf },
    };
  },

  parseHTML() {
    return [{ tag: 'video', getAttrs: (element) => (srcOf(element) ? null : false) }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['video', { controls: '', ...HTMLAttributes }];
  },
});
