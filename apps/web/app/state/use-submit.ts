import { Code, type TEnvelope } from '@huitang/contracts';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useAppServices } from './app-services';

/**
 * One write from a page: busy while it runs, the server's success message as a toast, then every
 * loader on the page reloads (the header and side menu read the root loader). Errors have already
 * been shown by the API client; the caller gets undefined.
 */
export const useSubmit = () => {
  const { toast } = useAppServices();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  const run = async <T>(call: () => Promise<TEnvelope<T>>): Promise<TEnvelope<T> | undefined> => {
    setBusy(true);
    try {
      const reply = await call();
      if (reply.code !== Code.OK) return undefined;
      toast(reply.msg, 'success');
      await revalidator.revalidate();
      return reply;
    } finally {
      setBusy(false);
    }
  };

  return { busy, run };
};
