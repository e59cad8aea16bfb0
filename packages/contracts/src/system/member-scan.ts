import { z } from 'zod';
import { ZId, ZIsoDateTime } from '../common';
import { crudRoutes } from '../crud';
import { ZCount, ZText } from '../rules';
import { manage, tag, view, ZOptionalText } from './shared';

// ---- member and scan-reward settings (/SysMemberScan)

const ZPoints = ZCount().max(1_000_000);
export const ZMemberScanSetting = z.object({
  id: ZId,
  name: z.string(),
  memberRegistration: z.boolean(),
  requirePhone: z.boolean(),
  registerRewardPoints: z.number().int(),
  scanRewardPoints: z.number().int(),
  dailyRewardLimit: z.number().int(),
  startTime: ZIsoDateTime.nullable(),
  endTime: ZIsoDateTime.nullable(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  createTime: ZIsoDateTime,
});
export const ZMemberScanSettingBody = z
  .object({
    name: ZText(50).pipe(z.string().min(1)),
    memberRegistration: z.boolean().default(true),
    requirePhone: z.boolean().default(true),
    registerRewardPoints: ZPoints.default(0),
    scanRewardPoints: ZPoints.default(0),
    dailyRewardLimit: ZPoints.default(0),
    startTime: ZIsoDateTime.nullable().default(null),
    endTime: ZIsoDateTime.nullable().default(null),
    enabled: z.boolean().default(true),
    remark: ZOptionalText(200).default(null),
  })
  .refine((v) => !v.startTime || !v.endTime || v.endTime > v.startTime, {
    message: 'date.endTimeSmall',
    path: ['endTime'],
  });

export const memberScanSettingRoutes = {
  memberScanSettings: crudRoutes({
    path: '/sys/member-scan-settings',
    tag,
    noun: 'member scan setting',
    item: ZMemberScanSetting,
    create: ZMemberScanSettingBody,
    update: ZMemberScanSettingBody,
    read: view('SysMemberScan'),
    write: manage('SysMemberScan'),
  }),
} as const;
