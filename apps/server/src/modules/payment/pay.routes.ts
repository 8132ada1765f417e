import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZPayProvider } from '@huitang/contracts';
import { apiCall } from '../../platform/http/call.ts';
import { originOf } from '../../platform/http/origin.ts';
import type { TPaymentService } from './payment.service.ts';

const ZNotifyParams = z.object({ provider: ZPayProvider, orderNo: z.string().regex(/^[0-9A-Z]{8,32}$/) });

/** Gateways' asynchronous notices, and the sandbox cashier's two calls. */
export const registerPayRoutes = async (app: FastifyInstance, payments: TPaymentService) => {
  // Signatures cover the exact bytes sent, so notices are read as raw text whatever their type.
  await app.register(async (notices) => {
    notices.removeAllContentTypeParsers();
    notices.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    notices.post(
      '/apis/pay/notify/:provider/:orderNo',
      { schema: { hide: true } },
      async (request, reply) => {
        const params = ZNotifyParams.safeParse(request.params);
        if (!params.success) return reply.status(404).type('text/plain').send('unknown order');
        const answer = await payments.notify(
          params.data.provider,
          params.data.orderNo,
          {
            headers: request.headers,
            rawBody: typeof request.body === 'string' ? request.body : '',
          },
          originOf(request),
        );
        return reply.status(answer.status).type(answer.contentType).send(answer.body);
      },
    );
  });

  apiCall(app, '/pay/api/sandbox/order', ({ body }) => payments.sandboxOrder(body.orderNo, body.signature));
  apiCall(
    app,
    '/pay/api/sandbox/pay',
    ({ body, request }) =>
      payments.sandboxPay(body.orderNo, body.signature, originOf(request)).then(() => null),
    { successKey: 'order.paid' },
  );
};
