/**
 * Outbound campaigns of the reference organisation and the business processes that dial
 * for them (supervisor-dashboards §7 campaign-scoped assignment forms). A centre
 * simulated with fewer business processes keeps only those it has.
 */
export interface CampaignDefinition {
  campaignId: string;
  campaignName: string;
  businessProcessIds: readonly string[];
}

export const CAMPAIGNS: readonly CampaignDefinition[] = [
  {
    campaignId: 'campaign-renewals',
    campaignName: 'Contract renewals',
    businessProcessIds: ['bp-12', 'bp-5'],
  },
  { campaignId: 'campaign-winback', campaignName: 'Win-back', businessProcessIds: ['bp-1'] },
];
