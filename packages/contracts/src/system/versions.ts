import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDateTime, ZPage, ZPageQuery } from '../common';
import { crudRoutes } from '../crud';
import { defineRoute } from '../route';
import { ZText } from '../rules';
import { manage, tag, view } from './shared';

// ---- release notes (/SysVersion)

export const ZVersion = z.object({
  id: ZId,
  version: z.string(),
  title: z.string(),
  content: z.string(),
  published: z.boolean(),
  publishTime: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
});
export const ZVersionBody = z.object({
  version: z.string().regex(/^\d+\.\d+\.\d+([-.][0-9A-Za-z.]+)?$/, { message: 'version.format' }),
  title: ZText(100).pipe(z.string().min(1)),
  content: z.string().trim().min(1).max(20000),
});

export const versionRoutes = {
  versions: crudRoutes({
    path: '/sys/versions',
    tag,
    noun: 'release note',
    item: ZVersion,
    create: ZVersionBody,
    read: view('SysVersion'),
    write: manage('SysVersion'),
  }),
  publishVersion: defineRoute({
    method: 'POST',
    path: '/sys/versions/:id/publish',
    access: manage('SysVersion'),
    summary: 'Publish a release note to every user',
    tags: [tag],
    params: ZIdParams,
    response: ZVersion,
  }),
  publishedVersions: defineRoute({
    method: 'GET',
    path: '/versions',
    access: 'authenticated',
    summary: 'Published release notes, newest first',
    tags: [tag],
    query: ZPageQuery,
    response: ZPage(ZVersion),
  }),
} as const;
