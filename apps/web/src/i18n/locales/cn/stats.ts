import type { stats as source } from '../en/stats';
import type { Translation } from '../types';

export const stats: Translation<typeof source> = {
  viewAs: {
    table: '表格',
    charts: '图表',
  },
  filters: {
    days: '日期',
    apply: '查询',
  },
  totals: {
    scans: '扫码次数',
    verifications: '防伪查验次数',
    checkRate: '查验率',
  },
  utcHint: '日期按协调世界时（UTC）计算，数据来自每日扫码汇总。',
  loadFailed: '统计数据加载失败',
  empty: '所选范围内没有扫码',
  products: {
    title: '产品扫码统计',
    subtitle: '各产品标签的扫码情况。',
    noProduct: '（未绑定产品的标签）',
    scans: '扫码次数',
    verifications: '防伪查验次数',
    topChart: '扫码最多的产品',
    trend: '每日扫码',
    trendHint: '{{from}} 至 {{to}}',
  },
  regions: {
    title: '地区扫码统计',
    subtitle: '标签被扫码的地区（根据扫码者的网络地址）。',
    code: '代码',
    scans: '扫码次数',
    share: '占比',
    verifications: '防伪查验次数',
    chart: '各地区扫码',
    byCountry: '各国家扫码',
  },
};
