/**
 * A message's text with its `{name}` placeholders filled in. A module of its own: the web fills the
 * sign-up and check-in tables' texts with it, and with messages.ts it would load every field name.
 */
export const fillMessage = (text: string, params: Record<string, string | number> = {}): string =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
