import { z } from 'zod';
import { ZId, ZIdParams } from '../common';
import { defineRoute } from '../route';
import { ZCount, ZPhone, ZText } from '../rules';
import { manage, tag, view, ZOptionalText } from './shared';

export const ZDept: z.ZodType<Dept> = z
  .lazy(() =>
    z.object({
      id: ZId,
      parentId: ZId.nullable(),
      name: z.string(),
      leader: z.string().nullable(),
      phone: z.string().nullable(),
      sort: z.number().int(),
      enabled: z.boolean(),
      remark: z.string().nullable(),
      userCount: z.number().int(),
      children: z.array(ZDept),
    }),
  )
  .meta({ id: 'Dept' });
export interface Dept {
  id: string;
  parentId: string | null;
  name: string;
  leader: string | null;
  phone: string | null;
  sort: number;
  enabled: boolean;
  remark: string | null;
  userCount: number;
  children: Dept[];
}
export const ZDeptBody = z.object({
  parentId: ZId.nullable().default(null),
  name: ZText(50).pipe(z.string().min(1)),
  leader: ZOptionalText(50).default(null),
  phone: ZPhone.nullable().default(null),
  sort: ZCount().max(9999).default(0),
  enabled: z.boolean().default(true),
  remark: ZOptionalText(200).default(null),
});

export const deptRoutes = {
  deptTree: defineRoute({
    method: 'GET',
    path: '/sys/depts',
    access: view('SysDept'),
    summary: 'The department tree',
    tags: [tag],
    response: z.array(ZDept),
  }),
  createDept: defineRoute({
    method: 'POST',
    path: '/sys/depts',
    access: manage('SysDept'),
    summary: 'Create a department',
    tags: [tag],
    body: ZDeptBody,
    response: ZId,
  }),
  updateDept: defineRoute({
    method: 'PUT',
    path: '/sys/depts/:id',
    access: manage('SysDept'),
    summary: 'Change a department (a department cannot move under itself)',
    tags: [tag],
    params: ZIdParams,
    body: ZDeptBody,
    response: ZId,
  }),
  deleteDept: defineRoute({
    method: 'DELETE',
    path: '/sys/depts/:id',
    access: manage('SysDept'),
    summary: 'Delete a department without sub-departments or users',
    tags: [tag],
    params: ZIdParams,
    response: z.null(),
  }),
} as const;
