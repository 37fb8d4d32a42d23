import { Link } from 'react-router-dom'
import { PublicPage } from '../../components/public-page'
import { paths } from '../../config/paths'
import { PrivacySettingsPanel } from '../../features/privacy/components/privacy-settings-panel'

export function PrivacyRoute() {
  return (
    <PublicPage
      title="Privacy & Security"
      description="What Family Bitcoin Allowance stores on your server and in your browser, what never leaves your home server, and how to back up and delete your family's data."
      heading="Privacy & Security"
      lead={
        <p>
          Your family's data lives on the server you run, in one file you can copy or delete. The
          app never holds keys and never moves funds.
        </p>
      }
    >
      <section aria-labelledby="server-heading">
        <h2 id="server-heading">On your server</h2>
        <p>
          Everything is in the folder set by <code>DATA_DIR</code>: the database{' '}
          <code>family.db</code> and the key <code>secret.key</code>.
        </p>
        <ul>
          <li>
            Accounts: e-mail address, name, role, trial and last sign-in time of the parent, the
            spouse and each child with their own sign-in.
          </li>
          <li>
            Children: name, age, allowance, allowance day, spending limit, balances, and the ledger
            of every change.
          </li>
          <li>Requests, approvals and family goals.</li>
          <li>
            Sign-in sessions and sign-in links, only as hashes; expired ones are removed daily.
          </li>
          <li>
            Security events (failed sign-ins, refused requests) with the IP address they came from,
            kept for 90 days.
          </li>
          <li>
            Connection secrets such as Lightning connection strings, encrypted with AES-256-GCM
            under <code>secret.key</code>. They are never sent to a browser and never logged.
          </li>
        </ul>
      </section>

      <section aria-labelledby="browser-heading">
        <h2 id="browser-heading">In your browser</h2>
        <ul>
          <li>
            A sign-in cookie holding a random session id. Scripts cannot read it, and other sites
            cannot use it to change anything.
          </li>
          <li>
            What the screens show, kept in memory only and cleared when you open the home page or
            sign out.
          </li>
          <li>The privacy settings below, encrypted, with a key that never leaves this device.</li>
        </ul>
      </section>

      <section aria-labelledby="home-heading">
        <h2 id="home-heading">What never leaves your home server</h2>
        <p>
          Your family's data. The app has no analytics, no tracking and no outside scripts, fonts or
          images: the browser loads everything from your own server. The server itself connects only
          to what you configure: your mail server to send sign-in links and the wallet services you
          connect. Nothing is sent to the makers of the app.
        </p>
      </section>

      <section aria-labelledby="backup-heading">
        <h2 id="backup-heading">Back up</h2>
        <p>
          Run <code>npm run backup</code>, or{' '}
          <code>docker compose exec app node dist/backup.js</code> in Docker. It copies a consistent
          snapshot while the app runs, with the key beside it. Keep both together: without{' '}
          <code>secret.key</code> the encrypted connection secrets cannot be read. To restore, stop
          the app, copy both back into <code>DATA_DIR</code>, and start it.
        </p>
      </section>

      <section aria-labelledby="delete-heading">
        <h2 id="delete-heading">Delete</h2>
        <ul>
          <li>
            A child: remove them on the dashboard. They disappear from every screen and lose their
            own sign-in; their ledger history is kept so the family's books still add up.
          </li>
          <li>
            Everything: stop the app and delete its <code>DATA_DIR</code> folder (in Docker,{' '}
            <code>docker compose down -v</code> removes the volume), and delete your backups.
          </li>
          <li>
            This browser: use Delete All Data below. Signing out also clears the settings stored
            here.
          </li>
        </ul>
      </section>

      <PrivacySettingsPanel />

      <p>
        Read the <Link to={paths.codeReview}>code review</Link> for how the app is built.
      </p>
    </PublicPage>
  )
}
