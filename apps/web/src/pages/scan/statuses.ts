import { ALERT_RULE_NAMES, DEVICE_TYPE_NAMES, SCAN_KIND_NAMES, SCAN_RESULT_NAMES } from '@trace/contracts';
import { defineStatusMap } from '../../kit';

/** How scan outcomes, kinds and alert rules are shown (names from the contracts, colours here). */
export const SCAN_RESULT = defineStatusMap({
  valid: { label: SCAN_RESULT_NAMES.valid, color: 'teal' },
  genuine: { label: SCAN_RESULT_NAMES.genuine, color: 'teal' },
  repeat: { label: SCAN_RESULT_NAMES.repeat, color: 'orange' },
  wrong_pcode: { label: SCAN_RESULT_NAMES.wrong_pcode, color: 'red' },
  unbound: { label: SCAN_RESULT_NAMES.unbound, color: 'yellow' },
  void: { label: SCAN_RESULT_NAMES.void, color: 'red' },
  unknown: { label: SCAN_RESULT_NAMES.unknown, color: 'gray' },
});

export const SCAN_KIND = defineStatusMap({
  lookup: { label: SCAN_KIND_NAMES.lookup, color: 'blue' },
  verify: { label: SCAN_KIND_NAMES.verify, color: 'grape' },
});

export const ALERT_RULE = defineStatusMap({
  verify_count: { label: ALERT_RULE_NAMES.verify_count, color: 'orange' },
  multi_region: { label: ALERT_RULE_NAMES.multi_region, color: 'red' },
  outside_region: { label: ALERT_RULE_NAMES.outside_region, color: 'grape' },
});

export const DEVICE_TYPE = defineStatusMap({
  mobile: { label: DEVICE_TYPE_NAMES.mobile, color: 'blue' },
  tablet: { label: DEVICE_TYPE_NAMES.tablet, color: 'cyan' },
  desktop: { label: DEVICE_TYPE_NAMES.desktop, color: 'gray' },
  bot: { label: DEVICE_TYPE_NAMES.bot, color: 'dark' },
  other: { label: DEVICE_TYPE_NAMES.other, color: 'gray' },
});
