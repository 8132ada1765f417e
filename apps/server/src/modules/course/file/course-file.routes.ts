import type { FastifyInstance } from 'fastify';
import { sendObject } from '../../../platform/http/files/send-object.ts';
import { registerPutUpload } from '../../../platform/storage/put-upload.ts';
import type { TStorage } from '../../../platform/storage/storage.ts';
import { assertGranted } from '../course.policy.ts';
import { RESOURCE_MAX_SIZE, type TCourseFileService } from './course-file.service.ts';

/** Where a lecturer PUTs a resource file (the body is the file; its name in X-File-Name, URI-encoded). */
export const COURSE_FILE_UPLOAD_PATH = '/course/file/upload';

export const registerCourseFileRoutes = async (
  app: FastifyInstance,
  files: TCourseFileService,
  { incomingDir, storage }: { incomingDir: string; storage: TStorage },
) => {
  await registerPutUpload(app, {
    url: COURSE_FILE_UPLOAD_PATH,
    incomingDir,
    maxSize: RESOURCE_MAX_SIZE,
    tooLarge: 'courseFile.tooLarge',
    defaultName: 'file',
    accept: (user, received) => files.uploaded(user.userId, received),
  });

  // A file only under an unexpired grant the server signed for it, saved under its own name.
  app.get('/course/file/:id/:grant/:name', async (request, reply) => {
    const { id, grant } = request.params as { id: string; grant: string };
    const found = Number.isInteger(Number(id)) ? await files.fileFor(Number(id), grant) : undefined;
    assertGranted(found);
    return sendObject(request, reply, storage, found.key, {
      contentType: found.mime,
      cacheSeconds: 3600,
      downloadName: found.fileName,
    });
  });
};
