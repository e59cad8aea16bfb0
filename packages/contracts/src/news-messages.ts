import type { Localized } from './common';

/** Messages of news and maintenance windows. */
export const NEWS_MESSAGES = {
  'news.coverInvalid': {
    cn: '请上传封面图片',
    en: 'Upload the cover image',
    fr: "Téléversez l'image de couverture",
  },
  'news.categoryUnknown': {
    cn: '新闻分类不存在',
    en: 'This news category does not exist',
    fr: "Cette catégorie d'actualité n'existe pas",
  },
  'news.bodyEmpty': {
    cn: '正文不能为空',
    en: 'The text cannot be empty',
    fr: 'Le texte ne peut pas être vide',
  },
  'news.publishAtInvalid': {
    cn: '请选择发布时间',
    en: 'Choose the publication time',
    fr: "Choisissez l'heure de publication",
  },
  'news.publishAtPast': {
    cn: '定时发布时间须晚于当前时间',
    en: 'The publication time must be in the future',
    fr: "L'heure de publication doit être dans le futur",
  },
  'news.alreadyPublished': {
    cn: '该新闻已发布',
    en: 'This news item is already published',
    fr: 'Cette actualité est déjà publiée',
  },
  'news.notPublished': {
    cn: '该新闻尚未发布',
    en: 'This news item is not published',
    fr: "Cette actualité n'est pas publiée",
  },
  'news.notScheduled': {
    cn: '该新闻没有定时发布',
    en: 'This news item has no scheduled publication',
    fr: "Cette actualité n'a pas de publication programmée",
  },
  'news.publishedNoDelete': {
    cn: '已发布的新闻不能删除，请先撤回',
    en: 'A published news item cannot be deleted; take it back first',
    fr: "Une actualité publiée ne peut pas être supprimée ; retirez-la d'abord",
  },
  'news.fileNotShown': {
    cn: '该文件不属于已发布的新闻',
    en: 'This file is not part of a published news item',
    fr: "Ce fichier ne fait pas partie d'une actualité publiée",
  },
  'maintenance.readOnly': {
    cn: '系统维护中（至 {until}），暂时不能保存修改。{message}',
    en: 'The platform is under maintenance until {until}: changes cannot be saved for now. {message}',
    fr: "La plateforme est en maintenance jusqu'au {until} : les modifications ne peuvent pas être enregistrées pour l'instant. {message}",
  },
  'maintenance.closed': {
    cn: '系统维护中（至 {until}），暂时无法使用。{message}',
    en: 'The platform is closed for maintenance until {until}. {message}',
    fr: "La plateforme est fermée pour maintenance jusqu'au {until}. {message}",
  },
  'maintenance.endBeforeStart': {
    cn: '结束时间须晚于开始时间',
    en: 'The end must come after the start',
    fr: 'La fin doit suivre le début',
  },
  'maintenance.endPast': {
    cn: '结束时间须晚于当前时间',
    en: 'The end must be in the future',
    fr: 'La fin doit être dans le futur',
  },
  'maintenance.over': {
    cn: '该维护已结束或已取消，不能修改',
    en: 'This maintenance window has ended or was cancelled; it cannot be changed',
    fr: 'Cette fenêtre de maintenance est terminée ou annulée ; elle ne peut plus être modifiée',
  },
} as const satisfies Record<string, Localized>;
