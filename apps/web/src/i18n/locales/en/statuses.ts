/** English status labels by page group (the states each page group shows, read through `labelText`); the keys every other language must have. */
export const statuses = {
  members: {
    feedbackStatus: {
      '0': 'Unprocessed',
      '1': 'Processed',
    },
    feedbackType: {
      quality: 'Quality',
      authenticity: 'Authenticity',
      logistics: 'Delivery',
      service: 'Service',
      other: 'Other',
    },
    reviewVisibility: {
      visible: 'Shown',
      hidden: 'Hidden',
    },
  },
  labelImports: {
    importStatus: {
      not_reviewed: 'Not reviewed',
      success: 'Success',
      failure: 'Failure',
      invalid: 'Invalid',
    },
  },
  products: {
    listingStatus: {
      back_online_pending: 'Back online pending',
      online_review_failed: 'Online review failed',
      online_pending_review: 'Online pending review',
      offline: 'Offline',
      online: 'Online',
    },
    categoryState: {
      enabled: 'Enabled',
      disabled: 'Disabled',
    },
  },
  shipments: {
    shipmentStatus: {
      sent: 'Sent',
      received: 'Received',
      returned: 'Returned',
    },
    batchStatus: {
      in_production: 'In production',
      complete: 'Complete',
    },
  },
  batches: {
    batchKind: {
      normal: 'Normal',
      deep: 'Deep processing',
      raw_material: 'Raw material',
    },
    rawState: {
      partly_used: 'Partly used',
      unused: 'Unused',
      used_up: 'Used up',
    },
    bindMode: {
      range: 'Range',
      list: 'List',
      import: 'File',
    },
  },
  records: {
    testResult: {
      qualified: 'Qualified',
      unqualified: 'Unqualified',
    },
    certificateValidity: {
      invalid: 'Expired',
    },
    productionLine: {
      planting: 'Planting',
      breeding: 'Breeding',
    },
  },
  labels: {
    orderStatus: {
      waiting_upload: 'Waiting for the application',
      to_be_reviewed: 'To be reviewed',
      failed: 'Not approved',
      paid: 'Paid',
      delivered: 'Delivered',
    },
    paymentStatus: {
      failed: 'Receipt refused',
      to_be_reviewed: 'Payment to be reviewed',
      none: 'Receipt not uploaded',
      passed: 'Payment accepted',
    },
    runStatus: {
      not_generated: 'Waiting',
      generating: 'Generating',
      generated: 'Generated',
      error: 'Error',
    },
    labelStatus: {
      unassigned: 'Unassigned',
      assigned: 'Assigned',
      bound: 'Bound',
      activated: 'Activated',
      invalid: 'Void',
      raw_material: 'Raw material',
    },
    voidStatus: {
      execution_error: 'Execution error',
      passed: 'Approved, voiding',
      unreviewed: 'To be reviewed',
      failed: 'Not approved',
      performed: 'Voided',
    },
    barcodeStatus: {
      execution_error: 'Execution error',
      generating: 'Generating',
      success: 'Ready',
    },
  },
  companies: {
    reviewStatus: {
      modification_failed: 'Change rejected',
      modification_pending: 'Change awaiting review',
      failed: 'Rejected',
      passed: 'Approved',
      unreviewed: 'Awaiting review',
    },
    companyStatus: {
      paused: 'Paused',
      revision_rejected: 'Changes rejected',
      altered_to_audit: 'Changes under review',
      failed: 'Rejected',
      passed: 'Approved',
      to_be_reviewed: 'To be reviewed',
      not_applied: 'Not applied',
    },
    traceStatus: {
      not_traceable: 'Not traceable',
      traceable: 'Traceable',
      traceability_pending: 'Traceability pending',
      not_applied: 'Not applied',
    },
    syStatus: {
      '3': 'Not traceable',
      '2': 'Paused',
      '1': 'Traceable',
      '0': 'Pending',
    },
    applicationStatus: {
      not_traceable: 'Rejected',
      traceable: 'Approved',
      traceability_pending: 'To be reviewed',
    },
    certificateValidity: {
      invalid: 'Invalid',
      effective: 'Effective',
    },
  },
  system: {
    enabledStatus: {
      enabled: 'Enabled',
      disabled: 'Disabled',
    },
    userStatus: {
      enabled: 'Active',
      locked: 'Locked',
      disabled: 'Disabled',
    },
    adviceStatus: {
      '0': 'Unprocessed',
      '1': 'Processed',
    },
    versionStatus: {
      draft: 'Draft',
      published: 'Published',
    },
    loginResult: {
      success: 'Succeeded',
      failure: 'Failed',
    },
    menuVisibility: {
      visible: 'Shown',
      hidden: 'Hidden',
    },
    jobStatus: {
      queued: 'Queued',
      running: 'Running',
      completed: 'Completed',
      failed: 'Failed',
    },
    outboxStatus: {
      pending: 'Pending',
      sent: 'Sent',
      stored: 'Stored',
      failed: 'Failed',
    },
  },
  certBodies: {
    bodyStatus: { active: 'Active', inactive: 'Inactive' },
  },
  auditors: {
    auditorStatus: { active: 'Active', inactive: 'Inactive' },
  },
  audits: {
    auditStatus: {
      planned: 'Planned',
      in_progress: 'In progress',
      signed: 'Signed',
      cancelled: 'Cancelled',
    },
    findingStatus: {
      open: 'Open',
      answered: 'Answered',
      returned: 'Returned',
      closed: 'Closed',
    },
    grade: {
      minor: 'Minor',
      major: 'Major',
      critical: 'Critical',
    },
    auditType: {
      stage1: 'Stage 1',
      stage2: 'Stage 2',
      surveillance: 'Surveillance',
      recertification: 'Recertification',
      special: 'Special',
    },
  },
  certApplications: {
    applicationStatus: {
      submitted: 'Submitted',
      returned: 'Returned',
      rejected: 'Rejected',
      withdrawn: 'Withdrawn',
      accepted: 'Accepted',
      contracted: 'Contracted',
      certified: 'Certified',
      refused: 'Refused',
    },
    auditStatus: {
      planned: 'Planned',
      in_progress: 'In progress',
      signed: 'Signed',
      cancelled: 'Cancelled',
    },
    decisionStatus: {
      to_review: 'To review',
      to_decide: 'To decide',
      granted: 'Granted',
      refused: 'Refused',
    },
  },
  certificates: {
    certificate: {
      effective: 'Effective',
      reduced: 'Effective (reduced scope)',
      suspended: 'Suspended',
      withdrawn: 'Withdrawn',
      expired: 'Expired',
      surrendered: 'Surrendered',
      replaced: 'Replaced',
    },
    decision: {
      to_review: 'To review',
      to_decide: 'To decide',
      granted: 'Granted',
      refused: 'Refused',
    },
  },
  workOrders: {
    status: { '0': 'Pending', '1': 'Processed', '2': 'Not processed', '3': 'Rejected' },
    priority: { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' },
  },
  news: {
    status: { toPublish: 'To publish', scheduled: 'Scheduled', published: 'Published' },
  },
  maintenance: {
    status: {
      scheduled: 'Scheduled',
      announced: 'Announced',
      active: 'Running',
      ended: 'Ended',
      cancelled: 'Called off',
    },
    mode: { readOnly: 'Read-only', full: 'Closed' },
  },
  external: {
    keyStatus: {
      active: 'Active',
      grace: 'Rotated (grace period)',
      disabled: 'Disabled',
      revoked: 'Revoked',
      expired: 'Expired',
    },
    grantStatus: {
      pending: 'Pending',
      approved: 'Approved',
      refused: 'Refused',
      revoked: 'Revoked',
      expired: 'Expired',
    },
    appStatus: { enabled: 'Enabled', disabled: 'Disabled' },
  },
};
