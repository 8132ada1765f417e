import { authMessages, fillMessage, onsiteMessages, signUpMessages } from '@huitang/contracts';
import { useSite } from '../../lib/use-site';

/**
 * The server's own texts that the sign-up and check-in pages show for checks made here first: from
 * their own tables, not the platform's whole `messages` (every domain, both languages: 23 KB gzip).
 */
const TEXTS = { ...signUpMessages, ...authMessages, ...onsiteMessages };

export type TContractTextKey = keyof typeof TEXTS;

/** The server's own texts (contracts sign-up, auth and onsite messages) in the visitor's language. */
export const useContractText = () => {
  const { locale } = useSite();
  return (key: TContractTextKey, params?: Record<string, string | number>) =>
    fillMessage(TEXTS[key][locale], params);
};
