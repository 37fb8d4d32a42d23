import { ButtonLink } from '../../components/button-link'
import { PublicPage } from '../../components/public-page'
import { paths } from '../../config/paths'

/** The family's journey through the app, in the order a family meets it. */
const STEPS = [
  {
    title: 'A family account',
    text: [
      'A parent signs in with a link sent by e-mail: there is no password to remember or leak. That parent holds the family account, which starts with a 90-day free trial with no payment needed to start.',
      'The parent can invite a spouse, who gets the same rights over the children and goals, and give each child their own sign-in to see their own balances.',
    ],
  },
  {
    title: 'Allowances',
    text: [
      "Each child has a weekly allowance and an allowance day. On that day the allowance is credited in the family's books, when you press the button or automatically at an hour you choose. A day is never credited twice, even if you press twice.",
      'This is bookkeeping: when you want to pay out for real, you send the sats from your own wallet.',
    ],
  },
  {
    title: 'Savings and spending',
    text: [
      'Every child has two balances: savings, meant for on-chain bitcoin, and spending, meant for Lightning sats. Allowances, bonuses and chore payments go to spending; above the spending limit you set, the rest moves to savings.',
      'Children record what they spend and can move spending money to savings. Parents can enter a balance by hand or import the history exported from a Lightning wallet (Phoenix, Breez, Alby Hub, LNbits, Blink).',
    ],
  },
  {
    title: 'Family goals',
    text: [
      'A goal is something the family saves for together: a bike, a trip, a first computer. Parents put a percentage of savings or of future allowances towards it and record contributions such as a gift or chore money; children ask to give a share of theirs, and a parent approves.',
      'If a goal is deleted, what each child put in goes back to that child.',
    ],
  },
  {
    title: 'Approvals',
    text: [
      "Children ask; parents decide. A child's request to withdraw savings, to move savings to spending or to give a share to a goal waits until a parent or the spouse approves it, or declines it with a reason the child sees.",
      'Every change of a balance is written to the family ledger, so you can always see where each sat came from.',
    ],
  },
  {
    title: 'Your wallets, view-only',
    text: [
      'The app never holds keys and never moves funds. The real bitcoin stays in your own wallets. The app is built to watch them without being able to spend: an address or an extended public key for savings, your own Lightning connection for spending.',
      'Everything runs on your own home server or node, and the family data stays there.',
    ],
  },
] as const

export function HowItWorksRoute() {
  return (
    <PublicPage
      title="How It Works"
      description="How a family uses Family Bitcoin Allowance: accounts, weekly allowances, savings and spending, goals, parent approvals, and wallets that stay view-only."
      heading="How It Works"
      lead={
        <p>
          A family's journey, step by step. The app keeps the family's accounting; your own wallets
          keep the bitcoin.
        </p>
      }
    >
      <ol className="journey">
        {STEPS.map((step) => (
          <li key={step.title}>
            <h2>{step.title}</h2>
            {step.text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </li>
        ))}
      </ol>
      <section aria-labelledby="next-heading">
        <h2 id="next-heading">Try it</h2>
        <div className="button-row">
          <ButtonLink to={paths.demo}>Try Demo</ButtonLink>
          <ButtonLink to={paths.setupWizard} variant="secondary">
            Setup Wizard
          </ButtonLink>
          <ButtonLink to={paths.privacy} variant="secondary" isOutline>
            Privacy &amp; Security
          </ButtonLink>
        </div>
      </section>
    </PublicPage>
  )
}
