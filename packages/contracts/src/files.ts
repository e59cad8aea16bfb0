import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDateTime } from './common';
import { defineRoute } from './route';

/** Content types accepted by /upload/file, sniffed from the bytes (never trusted from the client). */
export const UPLOAD_TYPES = {
  'image/jpeg': { ext: 'jpg', image: true },
  'image/png': { ext: 'png', image: true },
  'image/gif': { ext: 'gif', image: true },
  'application/pdf': { ext: 'pdf', image: false },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { ext: 'xlsx', image: false },
  'application/x-cfb': { ext: 'xls', image: false },
} as const;
export type UploadMimeType = keyof typeof UPLOAD_TYPES;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

export const ZStoredFile = z.object({
  id: ZId,
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  url: z.string(),
  createTime: ZIsoDateTime,
});
export type StoredFile = z.infer<typeof ZStoredFile>;

export const fileRoutes = {
  upload: defineRoute({
    method: 'POST',
    path: '/upload/file',
    access: 'file.upload',
    summary:
      'Upload one file (multipart field `file`): images JPG/PNG/GIF up to 5 MB; PDF, XLS, XLSX up to 20 MB',
    tags: ['files'],
    multipart: true,
    response: ZStoredFile,
  }),
  download: defineRoute({
    method: 'GET',
    path: '/files/:id',
    access: 'authenticated',
    summary: 'Download a stored file (only within the uploader’s tenant)',
    tags: ['files'],
    params: ZIdParams,
  }),
} as const;
