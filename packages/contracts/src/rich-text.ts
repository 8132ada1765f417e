import { z } from 'zod';

/**
 * Rich text (what the editor makes: notices, introductions, articles) is cleaned where it is read
 * from the request, by the schema, so no save can forget it and every rule after it (required, a
 * refinement, the service) sees what will be stored. The contract imports nothing but zod, so the
 * server installs its one sanitiser policy at start (platform/html); where none is installed (the
 * web parsing stored settings) text passes as it is, and the server, which stores it, decides.
 */
type TCleaner = (html: string) => string;
let cleaner: TCleaner = (html) => html;

/** Sets the policy every rich-text field is cleaned with; the server does it once, when it builds. */
export const setRichTextCleaner = (clean: TCleaner) => {
  cleaner = clean;
};

/** A picture or a video with an address left after cleaning: something a reader sees without text. */
const MEDIA = /<(?:img|video|source)\b[^>]*\ssrc="[^"]+"/i;
/** Blank characters, typed or as the entities the editor writes for them (&nbsp; in an empty line). */
const BLANK = /&(?:nbsp|ensp|emsp|thinsp|#160|#xa0|#8203|#x200b);|[\s\u00a0\u200b-\u200d\u2060\ufeff]/gi;

/**
 * Whether cleaned rich text shows anything: text that is not blank, or a picture or video. The
 * cleaner escapes `<` in text, so every `<` left opens a tag. `<p><br></p>`, what an emptied editor
 * holds, shows nothing.
 */
export const hasVisibleContent = (cleanHtml: string): boolean =>
  MEDIA.test(cleanHtml) || cleanHtml.replace(/<[^>]*>/g, '').replace(BLANK, '') !== '';

/** Cleaned rich text, and '' for text that shows nothing, so "left empty" has one form. */
const cleaned = (html: string) => {
  const clean = cleaner(html).trim();
  return hasVisibleContent(clean) ? clean : '';
};

/** Rich text that may be left empty ('' when it shows nothing once cleaned). */
export const optionalRichText = (max: number) =>
  z.string().trim().max(max, 'field.tooLong').default('').transform(cleaned);

/** Rich text that must show something once cleaned: `<script>…</script>` alone is refused, not stored empty. */
export const richText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'field.required')
    .max(max, 'field.tooLong')
    .transform((html, context) => {
      const clean = cleaned(html);
      if (!clean) context.addIssue({ code: 'custom', message: 'field.emptyOnceCleaned', input: html });
      return clean;
    });
