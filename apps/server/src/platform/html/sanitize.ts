import sanitizeHtml from 'sanitize-html';

/**
 * Where a video may play from: a web address, or a file uploaded to this platform (/uploads/<key>,
 * keys are letters, digits, dashes and dots in folders). Any other path of our own origin is refused,
 * so a video tag cannot be pointed at the API, and `..` cannot climb out of /uploads/.
 */
const MEDIA_URL = /^(?:https?:\/\/[^\s]+|\/uploads\/(?:[\w-]+\/)*[\w-]+\.\w+)$/i;

/** Keeps a media tag's addresses only where MEDIA_URL allows them; a video always shows its controls. */
const mediaTag =
  (controls: boolean): sanitizeHtml.Transformer =>
  (tagName, attribs) => {
    const kept = { ...attribs };
    for (const name of ['src', 'poster']) {
      const url = kept[name]?.trim();
      if (url === undefined || !MEDIA_URL.test(url)) delete kept[name];
    }
    return { tagName, attribs: controls ? { ...kept, controls: '' } : kept };
  };

/**
 * The one rich-text policy of the platform (meeting introductions, notices, menu pages, organisation
 * pages, site texts): what the rich-text editor makes (headings, lists, links, images, tables, video)
 * and formatting, nothing that runs. It is applied once, as a request is parsed: the contract's
 * rich-text fields (richText, optionalRichText) run it, installed by buildApp; pages show what was
 * stored, so what an organiser saves is what visitors see.
 */
const policy: sanitizeHtml.IOptions = {
  // The defaults already hold tables (table, thead, tbody, tr, th, td, colgroup, col).
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'h1',
    'h2',
    'span',
    'u',
    's',
    'font',
    'video',
    'source',
  ],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    video: ['src', 'controls', 'poster', 'width', 'height'],
    source: ['src', 'type'],
    font: ['color'],
    // Merged cells of the editor's tables.
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['style', 'class'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d+(\.\d+)?(px|em|rem|%)$/],
      'font-weight': [/^(bold|normal|\d{3})$/],
    },
  },
  // Void like img and br: written `<col />`, never with an end tag a parser only throws away.
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'col', 'source'],
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab must not hand the opener to the page it opens.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    video: mediaTag(true),
    source: mediaTag(false),
  },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, policy);
