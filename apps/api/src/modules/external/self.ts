import type { PartnerPrincipal } from '../../lib/principal';

/** The calling key as its partner sees it: application, scopes, limits and grants in force. */
export function partnerSelf(partner: PartnerPrincipal) {
  return {
    app: { id: partner.appId, name: partner.appName },
    key: {
      id: partner.keyId,
      prefix: partner.prefix,
      scopes: [...partner.scopes].sort(),
      expiresAt: partner.expiresAt.toISOString(),
    },
    limits: { ratePerMinute: partner.ratePerMinute, dailyQuota: partner.dailyQuota },
    grants: [...partner.grants.values()].map((grant) => ({
      corpId: grant.corpId,
      corpName: grant.corpName,
      resources: [...grant.resources].sort(),
      until: grant.until.toISOString(),
    })),
  };
}
