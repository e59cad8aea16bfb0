import { defineStatusMap } from '../../kit';

/** DOMAIN.md batch production: in_production -> complete (locked). */
export const BATCH_STATUS = defineStatusMap({
  in_production: { label: { cn: '生产中', en: 'In production', fr: 'En production' }, color: 'blue' },
  complete: { label: { cn: '已完成', en: 'Complete', fr: 'Terminé' }, color: 'teal' },
});

/** What a batch is: normal goods, deep processing (uses raw material) or raw material itself. */
export const BATCH_KIND = defineStatusMap({
  normal: { label: { cn: '普通批次', en: 'Normal', fr: 'Ordinaire' }, color: 'gray' },
  deep: { label: { cn: '深加工批次', en: 'Deep processing', fr: 'Transformation' }, color: 'violet' },
  raw_material: { label: { cn: '原料批次', en: 'Raw material', fr: 'Matière première' }, color: 'grape' },
});

/** Raw material (spec section 4): unused -> partly_used -> used_up. */
export const RAW_STATE = defineStatusMap({
  unused: { label: { cn: '未使用', en: 'Unused', fr: 'Non utilisée' }, color: 'teal' },
  partly_used: {
    label: { cn: '部分使用', en: 'Partly used', fr: 'Partiellement utilisée' },
    color: 'orange',
  },
  used_up: { label: { cn: '已用完', en: 'Used up', fr: 'Épuisée' }, color: 'dark' },
});

/** How labels came to a batch. */
export const BIND_MODE = defineStatusMap({
  range: { label: { cn: '号段', en: 'Range', fr: 'Plage' }, color: 'blue' },
  list: { label: { cn: '逐个', en: 'List', fr: 'Liste' }, color: 'indigo' },
  import: { label: { cn: '导入', en: 'File', fr: 'Fichier' }, color: 'cyan' },
});
