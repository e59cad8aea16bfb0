import { z } from 'zod';
import { ZId, ZIsoDateTime, ZLocalized } from '../common';
import { crudRoutes } from '../crud';
import { ZCount } from '../rules';
import { manage, tag, view, ZLocalizedName, ZOptionalText } from './shared';

// ---- dictionaries (/SysDic)

export const ZDictType = z.object({
  id: ZId,
  code: z.string(),
  name: ZLocalized,
  remark: z.string().nullable(),
  itemCount: z.number().int(),
  createTime: ZIsoDateTime,
});
export const ZDictTypeBody = z.object({
  code: z.string().regex(/^[a-z][a-z_]{1,49}$/, { message: 'code.identifier' }),
  name: ZLocalizedName,
  remark: ZOptionalText(200).default(null),
});
export const ZDictItem = z.object({
  id: ZId,
  typeId: ZId,
  value: z.string(),
  label: ZLocalized,
  sort: z.number().int(),
  enabled: z.boolean(),
  createTime: ZIsoDateTime,
});
export const ZDictItemBody = z.object({
  typeId: ZId,
  value: z.string().trim().min(1).max(50),
  label: ZLocalizedName,
  sort: ZCount().max(9999).default(0),
  enabled: z.boolean().default(true),
});

export const dictionaryRoutes = {
  dictTypes: crudRoutes({
    path: '/sys/dict-types',
    tag,
    noun: 'dictionary type',
    item: ZDictType,
    create: ZDictTypeBody,
    read: view('SysDic'),
    write: manage('SysDic'),
  }),
  dictItems: crudRoutes({
    path: '/sys/dict-items',
    tag,
    noun: 'dictionary item',
    item: ZDictItem,
    create: ZDictItemBody,
    filters: { typeId: ZId.optional() },
    read: view('SysDic'),
    write: manage('SysDic'),
  }),
} as const;
