import InputModule from 'antd/lib/input/Input';
import PasswordModule from 'antd/lib/input/Password';
import TextAreaModule from 'antd/lib/input/TextArea';
import CompactModule from 'antd/lib/space/Compact';

/*
 * antd's Input, Input.Password, Input.TextArea and Space.Compact, each from its own module. From
 * 'antd', Input carries Input.Search, Input.OTP and Input.Group (which brings Space) as statics, and
 * Space carries its own code beside Compact; a bundler can drop none of them. The sign-in and account
 * forms use only these four, and so load about 5 KB gzip less.
 *
 * The paths are antd/lib's, as the server loads antd as CommonJS; the browser build takes the same
 * modules from antd/es (vite/antd-slim.ts).
 */

/** Node hands over a CommonJS module's exports object as the default import; a bundle, the component. */
const component = <T>(imported: T): T => (imported as { default?: T }).default ?? imported;

export const Input = component(InputModule);
export const Password = component(PasswordModule);
export const TextArea = component(TextAreaModule);
export const SpaceCompact = component(CompactModule);
