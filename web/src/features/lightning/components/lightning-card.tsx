import { useId } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../../../config/paths'
import { satsText } from '../../../lib/amounts'
import { useLightningBalance } from '../api'

/**
 * The parent dashboard's Lightning card: Connected with the family wallet's balance, or
 * Offline (no connection, or the wallet did not answer, with its reason).
 */
export function LightningCard() {
  const headingId = useId()
  const { data, error, isLoading } = useLightningBalance()
  const isConnected = data?.connected === true
  return (
    <article aria-labelledby={headingId} aria-busy={isLoading}>
      <header className="card-title-row">
        <h3 id={headingId}>Lightning</h3>
        {data && (
          <span className={isConnected ? 'status-badge up' : 'status-badge down'}>
            {isConnected ? 'Connected' : 'Offline'}
          </span>
        )}
      </header>
      {error !== undefined && <p role="alert">The Lightning balance could not be loaded.</p>}
      {data && isConnected && (
        <>
          <p className="big-figure">{satsText(data.channelBalance)}</p>
          <p>In the family Lightning wallet: children's payments come out of it.</p>
          <Link to={paths.lightningConfig}>Lightning settings</Link>
        </>
      )}
      {data && !isConnected && data.configured && (
        <>
          <p>{data.error ?? 'The family Lightning wallet did not answer.'}</p>
          <Link to={paths.lightningConfig}>Check the connection</Link>
        </>
      )}
      {data && !data.configured && (
        <>
          <p>No Lightning wallet is connected: invoices and payments for the children need one.</p>
          <Link to={paths.lightningConnect}>Connect Lightning Wallet</Link>
        </>
      )}
    </article>
  )
}
