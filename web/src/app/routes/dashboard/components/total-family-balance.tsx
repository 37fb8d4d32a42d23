import type {
  FamilyBalanceReply,
  WalletPart,
} from '@api/features/family-balance/family-balance.schemas'
import { useId } from 'react'
import { Btc } from '../../../../components/btc'

export type TotalFamilyBalanceProps = {
  /** Undefined while the wallets are read. */
  figures: FamilyBalanceReply | undefined
  hasFailed?: boolean
}

function PartFigure({ part, withSats = false }: { part: WalletPart; withSats?: boolean }) {
  if (part.state === 'known') return <Btc value={part.balance} withSats={withSats} />
  return <>{part.state === 'not_configured' ? 'Not set up' : 'Not answering'}</>
}

/** How the wallets compare with the books, in words a parent can act on. */
function BooksComparison({ difference }: { difference: string }) {
  if (/^0\.0+$/.test(difference)) return <p>The wallets hold exactly what the books say.</p>
  const isShort = difference.startsWith('-')
  return (
    <p>
      The wallets hold <Btc value={isShort ? difference.slice(1) : difference} />{' '}
      {isShort ? 'less' : 'more'} than the children's accounts.
    </p>
  )
}

/**
 * The dashboard's first summary card (spec 1): the family's real bitcoin, on-chain plus
 * Lightning, each labelled, with the accounting beside it so a parent sees whether the
 * books match the wallets. Every figure comes from the API.
 */
export function TotalFamilyBalance({ figures, hasFailed = false }: TotalFamilyBalanceProps) {
  const headingId = useId()
  return (
    <article
      aria-labelledby={headingId}
      aria-busy={!figures && !hasFailed}
      className="family-balance"
    >
      <h3 id={headingId}>Total Family Balance</h3>
      {hasFailed && !figures && <p role="alert">The wallets could not be read.</p>}
      {!figures && !hasFailed && <p>Reading the family's wallets...</p>}
      {figures && (
        <>
          <p className="big-figure">
            {figures.total === null ? 'No wallet connected' : <Btc value={figures.total} />}
          </p>
          <dl className="figures">
            <div>
              <dt>On-chain (view-only)</dt>
              <dd>
                <PartFigure part={figures.onChain} />
              </dd>
            </div>
            <div>
              <dt>Lightning</dt>
              <dd>
                <PartFigure part={figures.lightning} withSats />
              </dd>
            </div>
            <div>
              <dt>Children's accounts</dt>
              <dd>
                <Btc value={figures.books} />
              </dd>
            </div>
          </dl>
          {figures.difference !== null && <BooksComparison difference={figures.difference} />}
        </>
      )}
    </article>
  )
}
