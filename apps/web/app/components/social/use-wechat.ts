import { Code, type TSocialAppKind, type TSocialOptions, type TSocialUrlRequest } from '@huitang/contracts';
import { useEffect, useState } from 'react';
import { useAppServices } from '../../state/app-services';

/**
 * Which WeChat app serves this browser: inside WeChat the official account (its OAuth works only
 * there), elsewhere the website app's QR sign-in. Known after hydration: the server cannot tell.
 */
export const useWechatKind = (options: TSocialOptions): TSocialAppKind | undefined => {
  const [inside, setInside] = useState<boolean | undefined>(undefined);
  useEffect(() => setInside(/MicroMessenger/i.test(navigator.userAgent)), []);
  if (inside === undefined) return undefined;
  if (inside) return options.mp ? 'mp' : undefined;
  return options.web ? 'web' : undefined;
};

/** Starts an attempt and leaves for WeChat's page (or the sandbox's); false when it was refused. */
export const useStartWechat = () => {
  const { api } = useAppServices();
  const [busy, setBusy] = useState(false);
  const start = async (request: TSocialUrlRequest) => {
    setBusy(true);
    const reply = await api.call('/user/api/user/social/get/url', request);
    if (reply.code !== Code.OK) {
      setBusy(false);
      return;
    }
    window.location.assign(reply.data.url);
  };
  return { busy, start };
};
