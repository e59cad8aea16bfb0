import { z } from 'zod';
import { ZId, ZIsoDateTime } from '../common';
import { crudRoutes } from '../crud';
import { ZPhone, ZText } from '../rules';
import { manage, tag, view } from './shared';

// ---- delivery addresses (/SysGoodsAddress)

export const ZGoodsAddress = z.object({
  id: ZId,
  corpId: ZId.nullable(),
  corpName: z.string().nullable(),
  receiver: z.string(),
  phone: z.string(),
  region: z.string(),
  address: z.string(),
  postcode: z.string().nullable(),
  isDefault: z.boolean(),
  createTime: ZIsoDateTime,
});
export const ZGoodsAddressBody = z.object({
  receiver: ZText(50).pipe(z.string().min(1)),
  phone: ZPhone,
  region: ZText(100).pipe(z.string().min(1)),
  address: ZText(200).pipe(z.string().min(1)),
  postcode: z
    .string()
    .regex(/^[A-Za-z0-9 -]{3,10}$/)
    .nullable()
    .default(null),
  isDefault: z.boolean().default(false),
  /** Administrators may file an address under a company; companies always file their own. */
  corpId: ZId.nullable().optional(),
});

export const goodsAddressRoutes = {
  goodsAddresses: crudRoutes({
    path: '/sys/goods-addresses',
    tag,
    noun: 'delivery address',
    item: ZGoodsAddress,
    create: ZGoodsAddressBody,
    read: view('SysGoodsAddress'),
    write: manage('SysGoodsAddress'),
  }),
} as const;
