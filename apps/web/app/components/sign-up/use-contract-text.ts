import { translate, type TMessageKey } from '@huitang/contracts';
import { useSite } from '../../lib/use-site';

/** The server's own texts (contracts registration-messages) in the visitor's language, for checks made here first. */
export const useContractText = () => {
  const { locale } = useSite();
  return (key: TMessageKey, params?: Record<string, string | number>) => translate(key, locale, params);
};
