import { DOCUMENT_MAX_BYTES, ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/audit';
import { storedFileDisposition } from '../../lib/downloads';
import { AppError } from '../../lib/errors';
import { registerRoute } from '../../lib/route';
import * as filesService from './service';

const routes = ROUTES.files;

/**
 * Reading the multipart body failed: the parser's own errors (a body cut short, no boundary, a broken
 * part header) carry no status and are the caller's fault, so they answer 400; errors with a client
 * status (limits, content type) keep theirs.
 */
function refuseMalformedUpload(error: unknown): never {
  const status = (error as { statusCode?: number }).statusCode;
  if (error instanceof AppError || (status && status < 500)) throw error;
  throw new AppError(400, 'error.badMultipart');
}

export async function fileRoutes(app: FastifyInstance) {
  registerRoute(app, routes.upload, async (request) => {
    if (!request.isMultipart()) throw new AppError(400, 'upload.missing');
    // The multipart limit is the largest document; images are held to 5 MB once their type is known.
    const part = await request
      .file({ limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5 } })
      .catch(refuseMalformedUpload);
    if (!part) throw new AppError(400, 'upload.missing');
    const data = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError(413, 'upload.tooLarge', { maxMb: DOCUMENT_MAX_BYTES / 1024 / 1024 });
      }
      return refuseMalformedUpload(error);
    });
    if (data.length === 0) throw new AppError(400, 'upload.missing');
    return filesService.storeUpload(app.db, app.storage, request.principal!, actorOf(request), {
      filename: part.filename,
      data,
    });
  });

  registerRoute(app, routes.download, async (request, reply) => {
    const file = await filesService.findFile(app.db, request.principal!, request.params.id);
    const stream = await app.storage.get(file.storageKey);
    return reply
      .header('content-type', file.mimeType)
      .header('content-length', String(file.size))
      .header('content-disposition', storedFileDisposition(file))
      .header('cache-control', 'private, max-age=3600')
      .send(stream);
  });
}
