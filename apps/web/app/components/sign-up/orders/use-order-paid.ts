import { Code } from '@huitang/contracts';
import { useCallback, useEffect } from 'react';
import { useAppServices } from '../../../state/app-services';

const POLL_MS = 2000;

/**
 * While `active`, asks every 2 s whether the order is paid (the provider's callback reaches the
 * server, not this page) and calls `onPaid` once it is. `isPaid` asks the order's own domain.
 */
export const useOrderPaid = (isPaid: () => Promise<boolean>, active: boolean, onPaid: () => void) => {
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const timer = setInterval(() => {
      void isPaid().then((paid) => {
        if (!stopped && paid) {
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
  }, [isPaid, active, onPaid]);
};

/** A meeting sign-up's order, asked through the buyer's own order call. */
export const useMeetingOrderPaid = (orderNo: string, active: boolean, onPaid: () => void) => {
  const { api } = useAppServices();
  const isPaid = useCallback(
    () =>
      api
        .call('/meeting/auth/order/view', { orderNo }, { handleErrors: false })
        .then((reply) => reply.code === Code.OK && reply.data.status === 'paid'),
    [api, orderNo],
  );
  useOrderPaid(isPaid, active, onPaid);
};
