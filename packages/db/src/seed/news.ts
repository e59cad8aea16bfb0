import type { Localized } from '@trace/contracts';
import type { Tx } from '../client';
import { maintenanceWindows, news } from '../schema/index';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const story: Record<'cn' | 'en' | 'fr', { title: string; summary: string; body: string }> = {
  cn: {
    title: '平台上线工单与维护公告',
    summary: '遇到问题可直接提交工单；计划维护会提前在消息中心和页面顶部公告。',
    body: '<p>即日起，企业、认证机构和印刷厂可在<strong>工单</strong>页面直接向平台提交问题，并可关联批次、标签订单、证书等记录。平台会在标签订单逾期、生成任务失败、证书不符合项超期或接口密钥即将到期时自动为您提交工单。</p><p>计划维护会提前在每个页面顶部公告，并说明维护期间哪些操作暂停。</p>',
  },
  en: {
    title: 'Work orders and maintenance notices are live',
    summary:
      'Ask the platform for help from the work-order page; planned maintenance is announced ahead of time.',
    body: '<p>Companies, certification bodies and printing factories can now ask the platform for help from the <strong>Work orders</strong> page, about a batch, a label order, a certificate and more. The platform also opens work orders itself when a label order is late, a generation run fails, a finding is overdue or an API key is about to expire.</p><p>Planned maintenance is announced at the top of every page ahead of time, with what it holds up while it runs.</p>',
  },
  fr: {
    title: 'Demandes de service et annonces de maintenance',
    summary:
      'Demandez de l’aide à la plateforme depuis la page des demandes ; les maintenances sont annoncées à l’avance.',
    body: '<p>Les entreprises, organismes de certification et imprimeries peuvent désormais demander de l’aide à la plateforme depuis la page <strong>Demandes de service</strong>, à propos d’un lot, d’une commande d’étiquettes, d’un certificat, etc. La plateforme ouvre aussi elle-même une demande lorsqu’une commande est en retard, qu’une génération échoue, qu’un écart est en retard ou qu’une clé d’API va expirer.</p><p>Les maintenances prévues sont annoncées à l’avance en haut de chaque page, avec ce qu’elles suspendent pendant leur durée.</p>',
  },
};

const MAINTENANCE_MESSAGE: Localized = {
  cn: '数据库升级：维护期间系统为只读，可查询但不能提交。',
  en: 'Database upgrade: the platform is read only meanwhile; you can look things up but not save.',
  fr: 'Mise à niveau de la base de données : la plateforme est en lecture seule ; consultation possible, enregistrement impossible.',
};

/** A published news item in each language, and a maintenance window that has ended (the history). */
export async function seedDemoNews(tx: Tx, adminUserId: string) {
  const now = Date.now();
  const publishedAt = new Date(now - 3 * DAY);
  await tx.insert(news).values(
    (['cn', 'en', 'fr'] as const).map((language) => ({
      ...story[language],
      category: 'platform',
      language,
      platform: null,
      status: 'published',
      publishedAt,
      createdBy: adminUserId,
      createdAt: new Date(publishedAt.getTime() - HOUR),
      updatedAt: publishedAt,
    })),
  );
  // Two weeks ago, 22:00 to 00:00 UTC.
  const day = new Date(now - 14 * DAY);
  const startsAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 22));
  await tx.insert(maintenanceWindows).values({
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * HOUR),
    mode: 'readOnly',
    message: MAINTENANCE_MESSAGE,
    noticeHours: 24,
    createdBy: adminUserId,
    createdAt: new Date(startsAt.getTime() - 3 * DAY),
  });
}
