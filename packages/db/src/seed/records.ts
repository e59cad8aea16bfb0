import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  batches,
  customsInfos,
  ecologicalFeatures,
  scienceKnowledge,
  testReports,
  wholeChainRecords,
} from '../schema/index';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Approved traceability records of the demo producer's first complete batch: a test report, customs
 * clearance with two certificates, a whole-chain record (breeding line: the swiftlets' house to
 * processing), an ecological feature and a science knowledge article, so the batch pages and the
 * public scan page have something to show.
 */
export async function seedDemoRecords(tx: Tx, corpId: string) {
  const [batch] = await tx
    .select({ id: batches.id, productId: batches.productId })
    .from(batches)
    .where(and(eq(batches.corpId, corpId), eq(batches.status, 'complete')))
    .orderBy(asc(batches.createdAt))
    .limit(1);
  if (!batch) return;
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY);
  const iso = (days: number) => at(days).toISOString();
  const owner = { corpId, productId: batch.productId, reviewStatus: 'passed' };

  await tx.insert(testReports).values({
    ...owner,
    batchId: batch.id,
    institution: '厦门出入境检验检疫技术中心',
    reportNo: 'XMIQ-2025-0386',
    testDate: at(-12),
    result: 'qualified',
    remark: '唾液酸含量 9.6%，亚硝酸盐未检出。',
  });
  await tx.insert(customsInfos).values({
    ...owner,
    batchId: batch.id,
    name: '干燕窝（燕盏）',
    port: 'CNXMN',
    portName: '厦门',
    importTime: at(-30),
    importCorpName: '厦门金燕进出口有限公司',
    certificates: [
      {
        batchCustomsType: 1,
        verify: true,
        num: '379920250000123456',
        startTime: iso(-31),
        endTime: null,
        file: null,
        images: [],
      },
      {
        batchCustomsType: 5,
        verify: true,
        num: 'MY-VHC-2025-0457',
        startTime: iso(-40),
        endTime: iso(320),
        file: null,
        images: [],
      },
      ...[2, 3, 4, 6, 7, 8, 9, 10].map((type) => ({
        batchCustomsType: type,
        verify: false,
        num: null,
        startTime: null,
        endTime: null,
        file: null,
        images: [],
      })),
    ],
  });
  await tx.insert(wholeChainRecords).values({
    ...owner,
    batchId: batch.id,
    lineType: 'breeding',
    producer: '马来西亚沙巴燕屋合作社',
    place: '马来西亚沙巴州山打根',
    description: '金丝燕自然筑巢，人工采摘后在厦门工厂挑毛、清洗、烘干。',
    stages: {
      such: [
        {
          date: iso(-60),
          operator: 'Ahmad',
          description: '燕子离巢后采摘燕盏',
          inputs: [{ name: '燕盏', quantity: '12.5', unit: 'kg' }],
          images: [],
        },
      ],
      breedProduction: [
        {
          date: iso(-25),
          operator: '林晓',
          description: '人工挑毛、纯净水清洗、低温烘干',
          inputs: [{ name: '纯净水', quantity: '200', unit: 'L' }],
          images: [],
        },
      ],
    },
  });
  await tx.insert(ecologicalFeatures).values({
    ...owner,
    batchId: null,
    title: '沙巴雨林的金丝燕',
    content:
      '<p>燕屋位于<strong>热带雨林</strong>边缘，年均气温 27°C，湿度 80% 以上，金丝燕以林间昆虫为食。</p>',
  });
  await tx.insert(scienceKnowledge).values({
    ...owner,
    batchId: null,
    title: '如何辨别燕窝品质',
    content:
      '<ul><li>看：盏形完整、丝条清晰</li><li>泡：吸水后膨胀 6 至 8 倍</li><li>闻：淡淡蛋白腥味</li></ul>',
  });
}
