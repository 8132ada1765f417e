import type { Rule } from 'eslint';

declare const layers: { rules: { layers: Rule.RuleModule } };
export default layers;
