import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Folders of the public uploads (/uploads/) whose files are no longer public, but for their posters
 * (`.jpg`): replay films were kept there before they moved out, and some still are. The public
 * route refuses them; their own signed route serves them.
 */
const WITHDRAWN = [{ folder: 'replays', stillPublic: /\.jpg$/i }];

/**
 * Whether the public /uploads/ route may serve this path (as @fastify/static hands it over: URI
 * decoded, not yet normalised, so `/a/../replays/x.mp4` and `//replays/x.mp4` are normalised first).
 */
export const isPublicUpload = (pathname: string) => {
  const clean = path.posix.normalize(`/${pathname}`);
  return !WITHDRAWN.some(
    ({ folder, stillPublic }) => clean.startsWith(`/${folder}/`) && !stillPublic.test(clean),
  );
};

/** Where a private file is, once the request for it has been judged: undefined refuses it (403). */
export type TFindPrivateFile = (
  request: FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, unknown> }>,
) => Promise<{ folder: string; name: string } | undefined>;

/**
 * GET `url` serves a file outside the public uploads, after `find` judged the request (a signature,
 * a right): byte ranges are answered (a video seeks), and only the browser keeps it (private).
 */
export const registerPrivateFiles = async (
  app: FastifyInstance,
  { url, folders, find }: { url: string; folders: string[]; find: TFindPrivateFile },
) => {
  await Promise.all(folders.map((folder) => mkdir(folder, { recursive: true })));
  await app.register(async (scope) => {
    // @fastify/send answers Range, If-Range and HEAD; only its reply.sendFile is used, no route of its own.
    await scope.register(fastifyStatic, { root: folders, serve: false, cacheControl: false });
    scope.get(url, { schema: { hide: true } }, async (request, reply) => {
      const found = await find(request as Parameters<TFindPrivateFile>[0]);
      if (!found || !folders.includes(found.folder) || path.basename(found.name) !== found.name)
        return reply.code(403).type('text/plain').send('file URL refused');
      return reply
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .sendFile(found.name, found.folder);
    });
  });
};
