import type { Messages } from './en';

export const cn: Messages = {
  language: {
    label: '语言',
    cn: '中文',
    en: 'English',
    fr: 'Français',
  },
  common: {
    loading: '加载中…',
    confirm: '确定',
    version: '版本 {{version}}',
  },
  login: {
    title: '登录',
    subtitle: '请使用您的账号登录',
    account: '账号',
    accountPlaceholder: '请输入账号',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    submit: '登录',
    accountRequired: '请输入账号',
    passwordRequired: '请输入密码',
    failed: '登录失败',
  },
  session: {
    expiredTitle: '提示',
    expired: '登录超时，请重新登录',
  },
  header: {
    logout: '退出登录',
  },
  home: {
    welcome: '欢迎，{{name}}',
    accountSection: '账号信息',
    companySection: '企业信息',
    account: '账号',
    userName: '用户名',
    userType: '用户类型',
    companyName: '企业名称',
    country: '国家',
    noCompany: '该账号未关联企业。',
  },
  userType: {
    admin: '管理员',
    producer: '生产企业',
    importer: '进口商',
    dealer: '经销商',
    overseas_producer: '境外生产企业',
    cert_body: '认证机构',
    auditor: '审核员',
    printer: '印刷厂',
  },
  errorPage: {
    forbidden: '没有权限访问此页面',
    notFound: '您访问的页面不存在',
    goHome: '返回首页',
    goBack: '返回上一页',
  },
  errors: {
    network: '无法连接服务器，请检查网络后重试',
    unexpected: '系统繁忙，请稍后再试',
  },
};
