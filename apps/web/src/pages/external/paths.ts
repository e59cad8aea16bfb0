/** The list pages and the records they open. */
export const EXTERNAL_PATHS = {
  apps: '/externalRequestPermissionsList',
  addApp: '/addExternalRequestPermissions',
  editApp: '/exitExternalRequestPermissions',
  app: '/externalRequestPermissionsDetail',
  grants: '/externalRequestCorpPermissions',
  addGrant: '/addExternalRequestCorpPermissions',
  decideGrant: '/exitExternalRequestCorpPermissions',
  grant: '/externalRequestCorpPermissionsDetail',
} as const;
