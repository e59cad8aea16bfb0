import { z } from 'zod';
import { ZId, ZIsoDateTime } from '../common';
import { crudRoutes } from '../crud';
import { LABEL_RUN_MAX } from '../labels/labels';
import { defineRoute } from '../route';
import { ZCount } from '../rules';
import { manage, tag, view, ZOptionalText } from './shared';

// ---- label limits (/labelControl, /labelControlCorp)

export const ZLabelControl = z.object({
  id: ZId,
  corpId: ZId.nullable(),
  corpName: z.string().nullable(),
  maxPerApplication: z.number().int(),
  maxPerRun: z.number().int(),
  maxUsagePerBatch: z.number().int(),
  remark: z.string().nullable(),
  updateTime: ZIsoDateTime,
});
const labelLimits = {
  maxPerApplication: ZCount().min(1).max(1_000_000),
  maxPerRun: ZCount().min(1).max(LABEL_RUN_MAX),
  maxUsagePerBatch: ZCount().min(2, { message: 'labelControl.usageMin' }).max(1_000_000),
  remark: ZOptionalText(200).default(null),
};
export const ZLabelControlBody = z.object(labelLimits);
export const ZCorpLabelControlBody = z.object({ corpId: ZId, ...labelLimits });

export const labelControlRoutes = {
  labelControl: defineRoute({
    method: 'GET',
    path: '/sys/label-control',
    access: view('labelControl'),
    summary: 'The platform-wide label limits',
    tags: [tag],
    response: ZLabelControl,
  }),
  updateLabelControl: defineRoute({
    method: 'PUT',
    path: '/sys/label-control',
    access: manage('labelControl'),
    summary: 'Change the platform-wide label limits',
    tags: [tag],
    body: ZLabelControlBody,
    response: ZLabelControl,
  }),
  corpLabelControls: crudRoutes({
    path: '/sys/label-control/companies',
    tag,
    noun: 'company label limit',
    item: ZLabelControl,
    create: ZCorpLabelControlBody,
    read: view('labelControlCorp'),
    write: manage('labelControlCorp'),
  }),
} as const;
