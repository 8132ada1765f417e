import type { Rule } from 'eslint';

declare const layers: {
  rules: { layers: Rule.RuleModule; 'no-query-outside-repository': Rule.RuleModule };
};
export default layers;
