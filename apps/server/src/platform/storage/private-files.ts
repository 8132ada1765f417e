import path from 'node:path';

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
