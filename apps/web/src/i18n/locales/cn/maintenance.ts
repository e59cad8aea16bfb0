/** 系统维护：维护窗口的管理、横幅和必读通知。 */
export const maintenance = {
  list: {
    title: '系统维护',
    subtitle: '平台维护时段，事先通知所有已登录用户',
    add: '新增维护',
    empty: '暂无维护计划',
  },
  field: {
    startsAt: '开始时间',
    endsAt: '结束时间',
    mode: '模式',
    noticeHours: '提前通知（小时）',
    noticeHoursHint: '自此时起，所有已登录用户将看到通知和横幅',
    message: '说明',
    messageCn: '中文说明',
    messageEn: '英文说明',
    messageFr: '法文说明',
    status: '状态',
    createdBy: '创建人',
  },
  mode: {
    readOnly: '只读：不能保存修改，可以浏览',
    full: '关闭：仅管理员可使用平台',
  },
  form: { add: '新增维护计划', edit: '修改维护计划' },
  action: { edit: '修改', cancel: '取消维护' },
  ask: { cancel: '取消此维护计划？如正在进行，将立即结束。' },
  done: { saved: '维护计划已保存', cancel: '维护计划已取消' },
  banner: {
    upcomingReadOnly: '系统将于 {{start}} 至 {{end}} 维护，期间不能保存修改。',
    upcomingFull: '系统将于 {{start}} 至 {{end}} 维护，期间暂停使用。',
    activeReadOnly: '系统维护中（至 {{end}}），暂时不能保存修改。',
    activeFull: '系统维护中（至 {{end}}），暂停使用。',
  },
  notice: { title: '系统维护通知' },
};
