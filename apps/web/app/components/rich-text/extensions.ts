import type { Editor, JSONContent } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { TextAlign } from '@tiptap/extension-text-align';
import { Placeholder } from '@tiptap/extensions';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import { StarterKit } from '@tiptap/starter-kit';
import { Video } from './video-node';

/**
 * Where a link may lead: the schemes the server's sanitiser keeps (http, https, mailto, tel) and
 * paths of this site. Anything else would be saved as a link that leads nowhere.
 */
export const LINK_ADDRESS = /^(?:https?:\/\/\S+|mailto:\S+|tel:[\d+\-\s()]+|\/(?!\/)\S*)$/i;

/** The levels the toolbar offers: a page's own title is its h1, a text's sections start at h2. */
export const HEADING_LEVELS = [2, 3, 4] as const;

/**
 * What the editor can write, each piece of markup one the sanitiser keeps, so an organiser sees
 * before saving what visitors will see after it.
 */
export const richTextExtensions = (placeholder: string) => [
  StarterKit.configure({
    // Every level is read, so pasted or older texts keep their headings; the toolbar offers 2 to 4.
    heading: { levels: [1, 2, 3, 4, 5, 6] },
    link: {
      openOnClick: false,
      defaultProtocol: 'https',
      isAllowedUri: (url) => LINK_ADDRESS.test(url),
      // What the sanitiser writes on every link, so a saved text reads back unchanged.
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
    },
  }),
  Image.configure({ allowBase64: false }),
  // Tables fill the text's width (rich-text-content.module.css): columns are not dragged to widths
  // the sanitiser would throw away.
  TableKit.configure({ table: { resizable: false } }),
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
  Placeholder.configure({ placeholder }),
  Video,
];

/**
 * Inserts an image or a video where the cursor is and puts the cursor in the paragraph below it,
 * making one where none follows. Left selected, as tiptap leaves it, the picture would be replaced
 * by the next thing typed or uploaded.
 */
export const insertMedia = (editor: Editor, media: JSONContent) =>
  editor
    .chain()
    .focus()
    .insertContent(media)
    .command(({ tr, state }) => {
      if (!(tr.selection instanceof NodeSelection)) return true;
      const after = tr.selection.to;
      if (!tr.doc.resolve(after).nodeAfter?.isTextblock)
        tr.insert(after, state.schema.nodes.paragraph!.create());
      tr.setSelection(TextSelection.create(tr.doc, after + 1));
      return true;
    })
    .run();
