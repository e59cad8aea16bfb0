import { z } from 'zod';
import { ZId, ZIsoDateTime, ZLocalized } from '../common';
import { crudRoutes } from '../crud';
import { manage, tag, view, ZOptionalText } from './shared';

// ---- review settings (/SysAudit)

export const REVIEW_RESOURCE_TYPES = [
  'company',
  'company_profile_change',
  'traceability_application',
  'honour_certificate',
  'product',
  'product_subclass',
  'test_report',
  'science_knowledge',
  'ecological_feature',
  'customs_info',
  'whole_chain_record',
  'bird_product_message',
  'label_application',
  'payment_receipt',
  'void_request',
  'label_import',
  'bird_house',
] as const;
export const ZReviewResourceType = z.enum(REVIEW_RESOURCE_TYPES);
export type ReviewResourceType = z.infer<typeof ZReviewResourceType>;
export const ZReviewSetting = z.object({
  id: ZId,
  resourceType: ZReviewResourceType,
  reviewerRoleId: ZId,
  reviewerRoleName: ZLocalized,
  enabled: z.boolean(),
  remark: z.string().nullable(),
  createTime: ZIsoDateTime,
});
export const ZReviewSettingBody = z.object({
  resourceType: ZReviewResourceType,
  reviewerRoleId: ZId,
  enabled: z.boolean().default(true),
  remark: ZOptionalText(200).default(null),
});

export const reviewSettingRoutes = {
  reviewSettings: crudRoutes({
    path: '/sys/review-settings',
    tag,
    noun: 'review setting',
    item: ZReviewSetting,
    create: ZReviewSettingBody,
    read: view('SysAudit'),
    write: manage('SysAudit'),
  }),
} as const;
