import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { consumerFeedback, consumerReviews, labels, memberPoints, members } from '../schema/index';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo consumers of the demo producer, on its bound labels: two reviews (one answered), a complaint
 * waiting to be processed and a member, so /reviewMessage, /userFeedback and /memberMessage show
 * something and the scan page of those labels has reviews.
 */
export async function seedDemoConsumers(tx: Tx, corpId: string, replier: { id: string }) {
  const bound = await tx
    .select({ excode: labels.excode, productId: labels.productId })
    .from(labels)
    .where(and(eq(labels.corpId, corpId), eq(labels.status, 'bound')))
    .orderBy(asc(labels.excode))
    .limit(4);
  const [first, second, third, fourth] = bound;
  if (!first?.productId || !second?.productId || !third?.productId || !fourth?.productId) return;
  const now = Date.now();
  await tx.insert(consumerReviews).values([
    {
      corpId,
      productId: first.productId,
      excode: first.excode,
      nickname: 'Mei',
      rating: 5,
      content: 'Clean cups that soak up nicely. Will buy again for my mother.',
      reply: 'Thank you for your trust! Best wishes to your mother.',
      repliedBy: replier.id,
      repliedAt: new Date(now - 2 * DAY),
      createdAt: new Date(now - 3 * DAY),
    },
    {
      corpId,
      productId: second.productId,
      excode: second.excode,
      rating: 3,
      content: 'Good nest, but the gift box arrived dented.',
      createdAt: new Date(now - DAY),
    },
  ]);
  await tx.insert(consumerFeedback).values({
    corpId,
    productId: third.productId,
    excode: third.excode,
    labelStatus: 'bound',
    type: 'quality',
    content: 'Found a few small feathers after soaking. Please check.',
    contact: '13800138000',
    createdAt: new Date(now - 6 * 60 * 60 * 1000),
  });
  const [member] = await tx
    .insert(members)
    .values({
      corpId,
      name: 'Lin Xiao',
      phone: '13912345678',
      gender: 'female',
      region: 'Xiamen, Fujian',
      points: 10,
      excode: fourth.excode,
      productId: fourth.productId,
      createdAt: new Date(now - 5 * DAY),
    })
    .returning({ id: members.id });
  await tx.insert(memberPoints).values({ memberId: member!.id, kind: 'register', points: 10 });
}
