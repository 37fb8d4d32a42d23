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
import { RichText, useTexts } from '../../lib/i18n'
import { notifyColonText, notifyFailure } from '../../lib/notify'
import { toast } from '../../lib/toast'
import { useApiMutation } from '../../lib/use-api-mutation'
import { createTestInvoice, payTestInvoice, readTestBalance, startConnectionTest } from './api'
import { lightningTexts } from './texts'

type Connected = TestConnectionReply & { connectionId: string }

/**
 * /coinos-test, public: checks a Nostr Wallet Connect string in three steps without
 * saving it. The wallet tested answers everything: it reports its balance, makes the
 * test invoice and pays that invoice to itself, so nothing leaves it but a fee.
 */
export function ConnectionTestPage() {
  const t = useTexts(lightningTexts)
  const [connection, setConnection] = useState<Connected | null>(null)
  const [invoice, setInvoice] = useState<TestInvoiceReply | null>(null)
  return (
    <PublicPage
      title={t('testTitle')}
      description={t('testDescription')}
      heading={t('testTitle')}
      lead={<p>{t('testLead')}</p>}
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
  const t = useTexts(lightningTexts)
  const [connectionString, setConnectionString] = useState('')
  const test = useApiMutation(startConnectionTest, {
    onSuccess: (reply) => {
      if (reply.success && reply.connectionId) {
        onConnected({ ...reply, connectionId: reply.connectionId })
        return
      }
      toast({
        title: t('connectionTestFailedTitle'),
        description: reply.error ?? t('nwcFailed'),
        variant: 'destructive',
      })
    },
    onError: (error) => notifyFailure(error, { title: t('testFailed') }),
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
      <h2 id={headingId}>{t('step1')}</h2>
      <form onSubmit={onSubmit} noValidate>
        <FormField label={t('connectionString')} hint={t('startsWithNwc')}>
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
          {t('testConnection')}
        </button>
      </form>
      {connection && (
        <div role="status">
          <p className="notice">
            <span className="connected-check" aria-hidden="true">
              ✓
            </span>{' '}
            {connection.alias
              ? t('connectedTo', {
                  alias: connection.alias,
                  balance: formatSats(connection.balance ?? 0),
                })
              : t('connectedNoAlias', { balance: formatSats(connection.balance ?? 0) })}
          </p>
          {connection.balance === 0 && (
            <div className="attention warning">
              <p>{t('zeroBalance')}</p>
              <ul>
                <li>{t('zeroBalanceLimit')}</li>
                <li>{t('zeroBalanceNoFunds')}</li>
                <li>{t('zeroBalanceStale')}</li>
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
  const t = useTexts(lightningTexts)
  const [amount, setAmount] = useState(String(TEST_AMOUNT_SAT.default))
  const [problem, setProblem] = useState<string | undefined>()
  const create = useApiMutation(createTestInvoice, {
    onSuccess: onInvoice,
    onError: (error) => notifyFailure(error, { title: t('createTestInvoiceFailed') }),
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
      <h2 id={headingId}>{t('step2')}</h2>
      <p>{t('step2Intro')}</p>
      <form onSubmit={onSubmit} noValidate>
        <FormField
          label={t('testAmount')}
          error={problem}
          hint={t('testAmountHint', {
            min: TEST_AMOUNT_SAT.min,
            max: TEST_AMOUNT_SAT.max,
            fallback: TEST_AMOUNT_SAT.default,
          })}
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
          {t('createTestInvoice')}
        </button>
      </form>
      {invoice && (
        <div>
          <QrCode
            value={`lightning:${invoice.invoice}`}
            label={t('testInvoiceQr', { amount: formatSats(invoice.amount) })}
          />
          <p>
            <RichText
              texts={lightningTexts}
              k="testInvoiceFor"
              values={{ amount: formatSats(invoice.amount) }}
              parts={{ strong: <strong /> }}
            />
          </p>
          <CopyButton text={invoice.invoice} what={t('invoiceWord')} />
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
  const t = useTexts(lightningTexts)
  // What the test payment did, shown in the language of the moment.
  const [outcome, setOutcome] = useState<{ amount: number; fee: number; balance: number } | null>(
    null,
  )
  const pay = useApiMutation(
    async (body: { connectionId: string; invoice: string }) => {
      const reply = await payTestInvoice(body)
      const balance = reply.success ? await readTestBalance(body.connectionId) : null
      return { reply, balance }
    },
    {
      onSuccess: ({ reply, balance }) => {
        if (reply.success && reply.payment) {
          setOutcome({
            amount: reply.payment.amount,
            fee: reply.payment.fee,
            balance: balance?.balance ?? 0,
          })
          return
        }
        setOutcome(null)
        toast({
          title: t('paymentFailed'),
          description: reply.error ?? t('paymentNotSuccessful'),
          variant: 'destructive',
        })
      },
      onError: (error) => notifyFailure(error, { title: t('paymentError') }),
    },
  )
  return (
    <article aria-labelledby={headingId}>
      <h2 id={headingId}>{t('step3')}</h2>
      <p>{t('step3Intro')}</p>
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
        {t('payTestInvoice')}
      </button>
      {outcome && (
        <p role="status" className="notice">
          {t('paidTest', {
            amount: formatSats(outcome.amount),
            fee: formatSats(outcome.fee),
            balance: formatSats(outcome.balance),
          })}
        </p>
      )}
    </article>
  )
}

/** The troubleshooting list, each entry a bold lead and its advice. */
const TROUBLES = [
  'troubleStep1',
  'troubleZero',
  'troubleStep2',
  'troubleStep3',
  'troubleEnded',
] as const

function Troubleshooting() {
  const headingId = useId()
  const t = useTexts(lightningTexts)
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('troubleshooting')}</h2>
      <ul>
        {TROUBLES.map((key) => (
          <li key={key}>
            <RichText
              texts={lightningTexts}
              k={key}
              parts={{ strong: <strong />, code: <code /> }}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
