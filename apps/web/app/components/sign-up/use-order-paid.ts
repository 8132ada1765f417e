import { Code } from '@huitang/contracts';
import { useEffect } from 'react';
import { useAppServices } from '../../state/app-services';

const POLL_MS = 2000;

/**
 * While `active`, asks every 2 s whether the order is paid (the provider's callback reaches the
 * server, not this page) and calls `onPaid` once it is.
 */
export const useOrderPaid = (orderNo: string, active: boolean, onPaid: () => void) => {
  const { api } = useAppServices();
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const timer = setInterval(() => {
      void api.call('/meeting/auth/order/view', { orderNo }, { handleErrors: false }).then((reply) => {
        if (!stopped && reply.code === Code.OK && reply.data.status === 'paid') {
          stopped = true;
          clearInterval(timer);
          onPaid();
        }
      });
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [api, orderNo, active, onPaid]);
};
