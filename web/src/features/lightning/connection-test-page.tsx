import { LIGHTNING_MESSAGES, readTestAmount, TEST_AMOUNT_SAT } from '@api/contracts/lightning'
import type {
  TestConnectionReply,
  TestInvoiceReply,
} from '@api/features/lightning/lightning.schemas'
import { formatSats } from '@api/lib/money'
import { type FormEvent, useId, useState } from 'react'
import { CopyButton } from '../../components/copy-button'
import { FormField } from '../../components/form-field'
import { PublicPage } from '../../components/public-page'
import { QrCode } from '../../components/qr-code'
import { notifyColonText, notifyFailure } from '../../lib/notify'
import { toast } from '../../lib/toast'
import { useApiMutation } from '../../lib/use-api-mutation'
import { createTestInvoice, payTestInvoice, readTestBalance, startConnectionTest } from './api'

type Connected = TestConnectionReply & { connectionId: string }

/**
 * /coinos-test, public: checks a Nostr Wallet Connect string in three steps without
 * saving it. The wallet tested answers everything: it reports its balance, makes the
 * test invoice and pays that invoice to itself, so nothing leaves it but a fee.
 */
export function ConnectionTestPage() {
  const [connection, setConnection] = useState<Connected | null>(null)
  const [invoice, setInvoice] = useState<TestInvoiceReply | null>(null)
  return (
    <PublicPage
      title="Wallet Connection Test"
      description="Check that a Nostr Wallet Connect string works: balance, an invoice and a payment, without saving anything."
      heading="Wallet Connection Test"
      lead={
        <p>
          Paste a Nostr Wallet Connect string (coinos, Alby Hub, Primal, Zeus, LNbits...) to check
          it in three steps. Nothing is saved: the server keeps the connection in memory for 10
          minutes and then forgets it.
        </p>
      }
    >
      <ConnectStep
        connection={connection}
        onConnected={(next) => {
          setConnection(next)
          setInvoice(null)
        }}
      />
      <InvoiceStep connection={connection} invoice={invoice} onInvoice={setInvoice} />
      <PayStep connection={connection} invoice={invoice} />
      <Troubleshooting />
    </PublicPage>
  )
}

function ConnectStep({
  connection,
  onConnected,
}: {
  connection: Connected | null
  onConnected: (connection: Connected) => void
}) {
  const headingId = useId()
  const [connectionString, setConnectionString] = useState('')
  const test = useApiMutation(startConnectionTest, {
    onSuccess: (reply) => {
      if (reply.success && reply.connectionId) {
        onConnected({ ...reply, connectionId: reply.connectionId })
        return
      }
      toast({
        title: 'Connection Test Failed',
        description: reply.error ?? 'Failed to establish NWC connection',
        variant: 'destructive',
      })
    },
    onError: (error) => notifyFailure(error, { title: 'Test Failed' }),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (connectionString.trim() === '') {
      return notifyColonText(LIGHTNING_MESSAGES.connectionStringRequired)
    }
    void test.trigger(connectionString.trim())
  }

  return (
    <article aria-labelledby={headingId}>
      <h2 id={headingId}>Step 1: Connect</h2>
      <form onSubmit={onSubmit} noValidate>
        <FormField label="Connection string" hint="Starts with nostr+walletconnect://">
          {(control) => (
            <textarea
              {...control}
              name="connectionString"
              rows={3}
              spellCheck={false}
              autoComplete="off"
              placeholder="nostr+walletconnect://..."
              value={connectionString}
              onChange={(event) => setConnectionString(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" aria-busy={test.isMutating} disabled={test.isMutating}>
          Test Connection
        </button>
      </form>
      {connection && (
        <div role="status">
          <p className="notice">
            <span className="connected-check" aria-hidden="true">
              ✓
            </span>{' '}
            Connected{connection.alias ? ` to ${connection.alias}` : ''}. Balance:{' '}
            {formatSats(connection.balance ?? 0)}.
          </p>
          {connection.balance === 0 && (
            <div className="attention warning">
              <p>The wallet answered with a balance of 0. Likely causes:</p>
              <ul>
                <li>the weekly spending limit of this connection is set to 0;</li>
                <li>the wallet has no funds yet;</li>
                <li>the connection string is stale (the connection was removed in the wallet).</li>
              </ul>
            </div>
          )}
        </div>
      )}
    </article>
  )
}

function InvoiceStep({
  connection,
  invoice,
  onInvoice,
}: {
  connection: Connected | null
  invoice: TestInvoiceReply | null
  onInvoice: (invoice: TestInvoiceReply) => void
}) {
  const headingId = useId()
  const [amount, setAmount] = useState(String(TEST_AMOUNT_SAT.default))
  const [problem, setProblem] = useState<string | undefined>()
  const create = useApiMutation(createTestInvoice, {
    onSuccess: onInvoice,
    onError: (error) => notifyFailure(error, { title: 'Failed to Create Invoice' }),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!connection) return
    const amountSat = readTestAmount(amount)
    if (amountSat === null) {
      setProblem(LIGHTNING_MESSAGES.testAmountRange)
      return toast({ title: LIGHTNING_MESSAGES.testAmountRange, variant: 'destructive' })
    }
    setProblem(undefined)
    setAmount(String(amountSat))
    void create.trigger({ connectionId: connection.connectionId, amount: String(amountSat) })
  }

  return (
    <article aria-labelledby={headingId}>
      <h2 id={headingId}>Step 2: Create a test invoice</h2>
      <p>
        The wallet you are testing makes this invoice, and in step 3 the same wallet pays it: the
        sats leave it and come straight back. Only a routing fee, if your wallet charges one, is
        spent.
      </p>
      <form onSubmit={onSubmit} noValidate>
        <FormField
          label="Test amount (sats)"
          error={problem}
          hint={`${TEST_AMOUNT_SAT.min} to ${TEST_AMOUNT_SAT.max} sats; ${TEST_AMOUNT_SAT.default} if left empty`}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              name="amount"
              inputMode="numeric"
              min={TEST_AMOUNT_SAT.min}
              max={TEST_AMOUNT_SAT.max}
              step="1"
              disabled={!connection}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
        </FormField>
        <button
          type="submit"
          aria-busy={create.isMutating}
          disabled={!connection || create.isMutating}
        >
          Create Test Invoice
        </button>
      </form>
      {invoice && (
        <div>
          <QrCode
            value={`lightning:${invoice.invoice}`}
            label={`Test invoice for ${formatSats(invoice.amount)}`}
          />
          <p>
            Test invoice for <strong>{formatSats(invoice.amount)}</strong>, made by your wallet.
          </p>
          <CopyButton text={invoice.invoice} what="invoice" />
          <p>
            <small>{invoice.note}</small>
          </p>
        </div>
      )}
    </article>
  )
}

function PayStep({
  connection,
  invoice,
}: {
  connection: Connected | null
  invoice: TestInvoiceReply | null
}) {
  const headingId = useId()
  const [outcome, setOutcome] = useState<string | null>(null)
  const pay = useApiMutation(
    async (body: { connectionId: string; invoice: string }) => {
      const reply = await payTestInvoice(body)
      const balance = reply.success ? await readTestBalance(body.connectionId) : null
      return { reply, balance }
    },
    {
      onSuccess: ({ reply, balance }) => {
        if (reply.success && reply.payment) {
          setOutcome(
            `Paid ${formatSats(reply.payment.amount)} (fee ${formatSats(reply.payment.fee)}). Balance now: ${formatSats(balance?.balance ?? 0)}. The connection works for payments.`,
          )
          return
        }
        setOutcome(null)
        toast({
          title: 'Payment Failed',
          description: reply.error ?? 'Payment was not successful',
          variant: 'destructive',
        })
      },
      onError: (error) => notifyFailure(error, { title: 'Payment Error' }),
    },
  )
  return (
    <article aria-labelledby={headingId}>
      <h2 id={headingId}>Step 3: Pay the test invoice</h2>
      <p>Your wallet pays the invoice of step 2 to itself.</p>
      <button
        type="button"
        aria-busy={pay.isMutating}
        disabled={!connection || !invoice || pay.isMutating || outcome !== null}
        onClick={() =>
          connection &&
          invoice &&
          void pay.trigger({ connectionId: connection.connectionId, invoice: invoice.invoice })
        }
      >
        Pay Test Invoice
      </button>
      {outcome && (
        <p role="status" className="notice">
          {outcome}
        </p>
      )}
    </article>
  )
}

function Troubleshooting() {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Troubleshooting</h2>
      <ul>
        <li>
          <strong>The test fails at step 1:</strong> copy the whole string again from the wallet's
          app connections; make sure the connection was not removed there, and that its relay starts
          with <code>wss://</code>.
        </li>
        <li>
          <strong>Balance 0:</strong> the connection's weekly budget may be 0, or the wallet has no
          funds yet.
        </li>
        <li>
          <strong>Step 2 fails:</strong> the connection may not be allowed to make invoices; allow
          "receive" or "make invoice" for it in the wallet.
        </li>
        <li>
          <strong>Step 3 fails:</strong> the connection may not be allowed to send, its budget may
          be used up, or the wallet refuses to pay its own invoices. Steps 1 and 2 still prove the
          connection works.
        </li>
        <li>
          <strong>A test ended:</strong> tests are kept for 10 minutes; start again at step 1.
        </li>
      </ul>
    </section>
  )
}
