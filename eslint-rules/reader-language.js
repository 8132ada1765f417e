/**
 * Full-width punctuation (（）、；，：！？ and the like) belongs to Chinese text, which lives in the zh
 * i18n files (i18n/zh.ts, i18n/<domain>/*.zh.ts). Written into web code, it reaches English readers too:
 * `${name}（${unit}）` reads "Li Lei（Huitang）" on an English page. Code takes the marks from the
 * reader's texts instead (common.listSeparator, common.withNote, common.labelled …).
 *
 * Checked: strings, template literals and JSX text of apps/web/app. Not checked: comments, and regular
 * expressions, which read what a person typed in either language (a list of mobiles split on , or ，).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const rel = (file) => path.relative(ROOT, file).split(path.sep).join('/');

const FULL_WIDTH = /[\u3001\u3002\u300a-\u3011\uff01\uff08\uff09\uff0c\uff1a\uff1b\uff1f]/;
const ZH_TEXTS = /^apps\/web\/app\/i18n\/(?:[\w-]+\/)?(zh|[\w-]+\.zh)\.ts$/;

/**
 * Files that may hold full-width marks outside the zh texts, each with the reason. Empty today; a file
 * goes here only when its text is shown to Chinese readers alone (a SPEC string on a zh-only page).
 */
export const ALLOWED = {};

const applies = (file) => file.startsWith('apps/web/app/') && !ZH_TEXTS.test(file) && !(file in ALLOWED);

export default {
  rules: {
    'no-chinese-punctuation': {
      meta: {
        type: 'problem',
        docs: { description: 'keep full-width punctuation in the zh i18n texts, out of English pages' },
        messages: {
          fullWidth:
            'Full-width "{{mark}}" would show on English pages too: take it from the i18n texts (common.listSeparator, common.withNote, common.labelled …).',
        },
        schema: [],
      },
      create(context) {
        if (!applies(rel(context.filename))) return {};
        const check = (node, text) => {
          const mark = FULL_WIDTH.exec(text)?.[0];
          if (mark) context.report({ node, messageId: 'fullWidth', data: { mark } });
        };
        return {
          Literal: (node) => typeof node.value === 'string' && check(node, node.value),
          TemplateElement: (node) => check(node, node.value.cooked ?? node.value.raw),
          JSXText: (node) => check(node, node.value),
        };
      },
    },
  },
};
