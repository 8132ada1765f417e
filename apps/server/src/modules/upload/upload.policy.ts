import { Code } from '@huitang/contracts';
import { AppError, forbidden } from '../../platform/http/errors.ts';

/** An upload's target is signed again for the person it was granted to only. */
export const assertUploader = (userId: number, upload: { userId: number }) => {
  if (upload.userId !== userId) throw forbidden();
};

/** What the server says of a signature on a local PUT's target. */
export type TSignatureVerdict = 'ok' | 'expired' | 'invalid';

/**
 * A local PUT is taken only under the server's own signature for exactly its target (none, or one
 * for another target, is refused); a signature past its time asks for a new one.
 */
export function assertSignedPut<TPut>(
  put: TPut | undefined,
  verify: (put: TPut) => TSignatureVerdict,
): asserts put is TPut {
  const verdict = put === undefined ? 'invalid' : verify(put);
  if (verdict === 'invalid') throw forbidden();
  if (verdict === 'expired') throw new AppError(Code.INVALID, 'upload.expired');
}
