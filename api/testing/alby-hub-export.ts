import type { TestLightningNode } from './test-lightning-node.js'

const ALBY_HUB_HEADER =
  'id,type,state,invoice,description,descriptionHash,preimage,paymentHash,amount,amountSat,amountMsat,feesPaid,feesPaidSat,feesPaidMsat,updatedAt,createdAt,settledAt,appId,metadata,boostagram,failureReason'

/** The wallet's history as Alby Hub's "Export transactions" writes it (shared/reference). */
export function albyHubExport(node: TestLightningNode): string {
  const states = { 'in-flight': 'pending', succeeded: 'settled', failed: 'failed' } as const
  const rows = [...node.payments.values()].map((p, index) => {
    const at = (p.completedAt ?? p.createdAt).toISOString()
    return [
      index + 1,
      'outgoing',
      states[p.status],
      p.bolt11,
      'Bought',
      '',
      p.preimage ?? '',
      p.paymentHash,
      p.amountMsat,
      Math.floor(p.amountMsat / 1000),
      p.amountMsat,
      p.feeMsat,
      Math.floor(p.feeMsat / 1000),
      p.feeMsat,
      at,
      p.createdAt.toISOString(),
      p.status === 'succeeded' ? at : '',
      1,
      '',
      '',
      '',
    ].join(',')
  })
  return [ALBY_HUB_HEADER, ...rows].join('\n')
}
