import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Linter, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import readerLanguage from '../../../../../eslint-rules/reader-language.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const WEB = path.join(ROOT, 'apps/web/app');
const at = (file: string) => path.join(ROOT, file);
const parser = (await import('typescript-eslint')).parser;
const languageOptions = {
  parser,
  ecmaVersion: 2022,
  sourceType: 'module',
  parserOptions: { ecmaFeatures: { jsx: true } },
} as const;
const rule = readerLanguage.rules['no-chinese-punctuation'];
const fullWidth = { messageId: 'fullWidth' };

// Full-width marks written into web code reach English readers: "Li Lei（Huitang）" on an English page.
new RuleTester({ languageOptions }).run('huitang/no-chinese-punctuation', rule, {
  valid: [
    // The zh texts hold them, comments and regular expressions (reading typed input) may too.
    { filename: at('apps/web/app/i18n/zh.ts'), code: "const zh = { withNote: '{{text}}（{{note}}）' };" },
    { filename: at('apps/web/app/i18n/exam.zh.ts'), code: "const zh = { list: '、' };" },
    { filename: at('apps/web/app/routes/a.tsx'), code: '// 例如：“李雷（会堂）”\nconst a = 1;' },
    { filename: at('apps/web/app/routes/a.tsx'), code: 'const parts = text.split(/[,，、\\s]+/);' },
    {
      filename: at('apps/web/app/routes/a.tsx'),
      code: "const label = t('common.withNote', { text, note });",
    },
    // Outside the web nothing reaches a page through this rule.
    { filename: at('apps/server/src/a.ts'), code: "const a = '（）';" },
  ],
  invalid: [
    { filename: at('apps/web/app/routes/a.tsx'), code: "const a = names.join('、');", errors: [fullWidth] },
    {
      filename: at('apps/web/app/routes/a.tsx'),
      code: 'const a = `${name}（${unit}）`;',
      errors: [fullWidth, fullWidth],
    },
    {
      filename: at('apps/web/app/routes/a.tsx'),
      code: 'const a = <span>（{n}）</span>;',
      errors: [fullWidth, fullWidth],
    },
    { filename: at('apps/web/app/routes/a.tsx'), code: "const a = reasons.join('；');", errors: [fullWidth] },
    // An English text file is read by English readers: no full-width marks there either.
    {
      filename: at('apps/web/app/i18n/exam.en.ts'),
      code: "const en = { a: 'Score：' };",
      errors: [fullWidth],
    },
  ],
});

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });

it('finds no full-width punctuation in the web code an English reader sees', () => {
  const linter = new Linter({ configType: 'flat' });
  const config = [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions,
      plugins: { huitang: readerLanguage },
      rules: { 'huitang/no-chinese-punctuation': 'error' as const },
    },
  ];
  const files = sourcesUnder(WEB);
  expect(files.length).toBeGreaterThan(100);
  const found = files.flatMap((file) =>
    linter
      .verify(readFileSync(file, 'utf8'), config, file)
      // This rule's findings only: the files' eslint-disable comments name rules not loaded here.
      .filter((problem) => problem.ruleId === 'huitang/no-chinese-punctuation')
      .map((problem) => `${path.relative(ROOT, file)}:${problem.line} ${problem.message}`),
  );
  expect(found).toEqual([]);
});
