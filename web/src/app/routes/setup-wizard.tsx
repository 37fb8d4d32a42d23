import envVariables from 'build-facts:env-example'
import { Link } from 'react-router-dom'
import { ButtonLink } from '../../components/button-link'
import { PublicPage } from '../../components/public-page'
import { paths } from '../../config/paths'
import { PROVIDERS } from '../../features/lightning/providers'

export function SetupWizardRoute() {
  return (
    <PublicPage
      title="Setup Wizard"
      description="Set up Family Bitcoin Allowance at home: connect a Lightning wallet over Nostr Wallet Connect, Alby Hub, LND or phoenixd, configure the server, deploy with Docker or on an Umbrel node, and keep it safe."
      heading="Setup Wizard"
      lead={
        <p>
          Everything you need to run the app at home and connect your own Lightning wallet. The app
          never holds your keys: the connection lets it see and coordinate, your wallet keeps the
          funds.
        </p>
      }
    >
      <section aria-labelledby="lightning-heading">
        <h2 id="lightning-heading">1. Choose a Lightning connection</h2>
        <p>
          Most wallets connect through Nostr Wallet Connect (NWC): the wallet gives you a connection
          string, and you decide in the wallet what that connection may spend.
        </p>
        <div className="grid option-grid">
          <article>
            <header>
              <h3>Coinos</h3>
              <p>Free custodial wallet · about 2 minutes</p>
            </header>
            <ol>
              <li>Create a free Coinos account.</li>
              <li>
                In its settings, create a Nostr Wallet Connect connection and set a weekly spending
                limit.
              </li>
              <li>
                Copy the connection string: it starts with <code>nostr+walletconnect://</code>.
              </li>
              <li>Paste it on the Lightning connection page.</li>
            </ol>
            <footer>
              <ButtonLink to={paths.lightningConnect}>Connect Coinos</ButtonLink>
            </footer>
          </article>
          <article>
            <header>
              <h3>Alby Hub</h3>
              <p>Self-hosted or cloud hub · about 5 minutes · cloud costs 21k sats a month</p>
            </header>
            <p>Two ways to connect it:</p>
            <ul>
              <li>
                <strong>API (recommended):</strong> the hub URL plus an access token. More reliable,
                and there are no permissions to set up.
              </li>
              <li>
                <strong>NWC:</strong> create an app connection in the hub with a budget and paste
                its connection string.
              </li>
            </ul>
            <footer>
              <ButtonLink to={paths.lightningConnect}>Connect Alby Hub</ButtonLink>
            </footer>
          </article>
          <article>
            <header>
              <h3>Zeus</h3>
              <p>Mobile node wallet · through Nostr Wallet Connect</p>
            </header>
            <ol>
              <li>
                In Zeus, open Settings, then Nostr Wallet Connect, and add a connection with a
                weekly budget.
              </li>
              <li>Paste its connection string on the Lightning connection page.</li>
            </ol>
            <footer>
              <ButtonLink to={paths.lightningConnect}>Connect Zeus</ButtonLink>
            </footer>
          </article>
        </div>
        <h3>Every connection the app makes</h3>
        <p>
          The Lightning configuration page takes each of these: a wallet by its Nostr Wallet Connect
          string, a node of your own by its API.
        </p>
        <ul aria-label="Lightning connections">
          {Object.values(PROVIDERS).map((provider) => (
            <li key={provider.name}>
              <strong>{provider.name}</strong>: {provider.connectsBy}
            </li>
          ))}
        </ul>
        <p>
          Signed in, the <Link to={paths.lightningConnect}>Lightning connection guide</Link> walks
          you through each of them.
        </p>
      </section>

      <section aria-labelledby="config-heading">
        <h2 id="config-heading">2. Configure the server</h2>
        <p>
          Every setting is an environment variable, and every one is optional: a bare start listens
          on port 3000, keeps its data in <code>./data</code> and writes sign-in links to its log. A
          wrong value stops the start with a message naming the variable. These are all the
          variables the server reads, as <code>.env.example</code> lists them (copy it to{' '}
          <code>.env</code> and change what you need):
        </p>
        <dl className="env-list">
          {envVariables.map((variable) => (
            <div key={variable.name}>
              <dt>
                <code className="wrap-anywhere">
                  {variable.isSetInExample ? '' : '#'}
                  {variable.name}={variable.example}
                </code>
                {!variable.isSetInExample && (
                  <small> commented out: the server's default applies</small>
                )}
              </dt>
              <dd>{variable.description}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="docker-heading">
        <h2 id="docker-heading">3. Deploy with Docker</h2>
        <ol>
          <li>On your home server, get the app's source and open its folder.</li>
          <li>
            Copy the example settings and edit them; at least set <code>PUBLIC_URL</code> to the
            address your family will open:
            <pre>
              <code>cp .env.example .env</code>
            </pre>
          </li>
          <li>
            Build and start it. One container, one volume (<code>family-data</code>, mounted at{' '}
            <code>/data</code>), restarted unless you stop it:
            <pre>
              <code>docker compose up -d --build</code>
            </pre>
          </li>
          <li>
            Open the app on port 3000 and choose Get Started. Without a mail server the sign-in link
            is in the log:
            <pre>
              <code>docker compose logs app</code>
            </pre>
          </li>
          <li>
            Back it up while it runs; the copy lands in the volume's <code>backups/</code> folder:
            <pre>
              <code>docker compose exec app node dist/backup.js</code>
            </pre>
          </li>
        </ol>
        <p>
          Without Docker, Node.js 20.19 or newer runs it directly:{' '}
          <code>npm ci &amp;&amp; npm start</code>.
        </p>
      </section>

      <section aria-labelledby="umbrel-heading">
        <h2 id="umbrel-heading">4. On an Umbrel node</h2>
        <p>
          The app is not in the Umbrel App Store yet. Until it is, an Umbrel runs it like any home
          server with Docker:
        </p>
        <ol>
          <li>
            Open a terminal on the node (<code>ssh umbrel@umbrel.local</code>) and get the app's
            source there.
          </li>
          <li>
            Umbrel's own apps use many ports: in <code>compose.yaml</code>, map a free one, for
            example <code>"3010:3000"</code>, and set <code>PUBLIC_URL</code> to{' '}
            <code>http://umbrel.local:3010</code> in <code>.env</code>.
          </li>
          <li>
            Start it with <code>docker compose up -d --build</code> and open that address from any
            device at home.
          </li>
        </ol>
      </section>

      <section aria-labelledby="security-heading">
        <h2 id="security-heading">5. Keep it safe</h2>
        <ul>
          <li>
            <strong>Use HTTPS</strong> when the app is reachable from outside your home: put a
            reverse proxy in front, set <code>TRUST_PROXY=true</code> and an <code>https://</code>{' '}
            <code>PUBLIC_URL</code>. Sign-in cookies are then sent over HTTPS only.
          </li>
          <li>
            <strong>Protect macaroons</strong> and connection strings: give the app the most limited
            one your node offers, never the admin macaroon. The app stores them encrypted with{' '}
            <code>DATA_DIR/secret.key</code>; guard that file like a password.
          </li>
          <li>
            <strong>Make backups</strong> of <code>family.db</code> and <code>secret.key</code>{' '}
            together, on a schedule, and keep one copy off the server.
          </li>
          <li>
            <strong>Test with small amounts</strong> first, and set spending limits in your wallet.
          </li>
          <li>
            <strong>Consider testnet</strong> while you learn how it all fits together.
          </li>
        </ul>
      </section>

      <div className="button-row">
        <ButtonLink to={paths.landing} variant="secondary" isOutline>
          Back to Home
        </ButtonLink>
        <ButtonLink to={paths.demo} variant="secondary">
          Try Demo
        </ButtonLink>
      </div>
    </PublicPage>
  )
}
