import type RealValidator from '@rc-component/async-validator';
import type { Rules, ValidateMessages, ValidateOption, Values } from '@rc-component/async-validator';
import { loadWhenIdle } from './when-idle';

let loading: Promise<typeof RealValidator> | undefined;
const loadValidator = () =>
  (loading ??= import('@rc-component/async-validator').then(({ default: Validator }) => Validator));
loadWhenIdle(loadValidator);

/**
 * Stands in, in the browser build, for the rule checker rc-form hands each field's rules to
 * (vite/antd-slim.ts): 4.9 KB gzip that every page with a form loaded before it could be used. rc-form
 * only ever awaits `validate`, so the checker loads once the page is idle, or at the first check (a
 * field's change, the form's submit) if that comes sooner, and answers as itself from then on.
 */
export default class LazyValidator {
  /** rc-form silences the checker's warnings through this before each check. */
  static warning: typeof RealValidator.warning = () => undefined;

  private given?: ValidateMessages;

  constructor(private readonly rules: Rules) {}

  messages(messages: ValidateMessages) {
    this.given = messages;
  }

  async validate(source: Values, options?: ValidateOption): Promise<Values> {
    const Validator = await loadValidator();
    Validator.warning = LazyValidator.warning;
    const validator = new Validator(this.rules);
    if (this.given) validator.messages(this.given);
    return validator.validate(source, options);
  }
}
