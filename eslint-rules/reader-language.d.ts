import type { Rule } from 'eslint';

declare const readerLanguage: { rules: { 'no-chinese-punctuation': Rule.RuleModule } };
export declare const ALLOWED: Record<string, string>;
export default readerLanguage;
