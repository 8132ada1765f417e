import { forbidden } from '../../platform/http/errors.ts';

/** An upload's target is signed again for the person it was granted to only. */
export const assertUploader = (userId: number, upload: { userId: number }) => {
  if (upload.userId !== userId) throw forbidden();
};
