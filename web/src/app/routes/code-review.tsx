import facts from 'build-facts:code-facts'
import type { ReactNode } from 'react'
import { PublicPage } from '../../components/public-page'
import { paths } from '../../config/paths'

/** What each screen still missing from the router will do (spec route table). */
const PLANNED: Record<string, string> = {
  [paths.demo]: 'A live demo family, no sign-in needed',
  [paths.demoDashboard]: 'The same demo under its second address',
  [paths.demoGoals]: 'Family goals in the demo',
  [paths.coinosTest]: 'A public page to test a wallet connection string',
  [paths.subscription]: 'Subscriptions paid over Lightning, with referral codes',
  [paths.lightningSetup]: 'Sends you to the Lightning connection page',
  [paths.lightningConnect]:
    'Connecting a Lightning wallet: Nostr Wallet Connect first, then LND, phoenixd and Alby Hub',
  [paths.lightningConfig]: 'Testing and removing the Lightning connection',
  [paths.admin]: "The operator's dashboard: users, engagement, revenue",
  [paths.adminMonitoring]: 'Health, performance, security and error monitoring',
}

/** Renders the `**bold**` and `code` of a Markdown table cell; nothing else is interpreted. */
function inlineMarkdown(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|`[^`]+`)/).map((part, i) => {
    if (part.startsWith('**') && part.endsWith('**')) {
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
      return <strong key={i}>{part.slice(2, -2)}</strong>
    }
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
    if (part.startsWith('`') && part.endsWith('`')) return <code key={i}>{part.slice(1, -1)}</code>
    return part
  })
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`
}

export function CodeReviewRoute() {
  const methods = Object.entries(facts.apiRoutes.byMethod)
    .sort(([, a], [, b]) => b - a)
    .map(([method, count]) => `${count} ${method}`)
    .join(', ')
  return (
    <PublicPage
      title="Code Review"
      description="Facts about the Family Bitcoin Allowance codebase, computed from the code at build time: database tables, API routes, tests, the stack with versions, measured performance and the roadmap."
      heading="Code Review"
      lead={
        <p>
          Every number on this page is computed from the source code when the app is built: none is
          typed in by hand, so none can be out of date.
        </p>
      }
    >
      <section aria-labelledby="facts-heading">
        <h2 id="facts-heading">The codebase in numbers</h2>
        <div className="grid fact-grid">
          <article>
            <h3>
              <span className="fact-figure">{facts.tables.names.length}</span> database tables
            </h3>
            <p>
              Created by {plural(facts.tables.migrations, 'migration', 'migrations')}, in one SQLite
              file: {facts.tables.names.join(', ')}.
            </p>
          </article>
          <article>
            <h3>
              <span className="fact-figure">{facts.apiRoutes.count}</span> API routes
            </h3>
            <p>
              {methods}. Who may call each one is checked in one place, by the rule the route
              declares.
            </p>
          </article>
          <article>
            <h3>
              <span className="fact-figure">{facts.tests.cases.toLocaleString('en-US')}</span> tests
            </h3>
            <p>
              Test cases as written (a table-driven case counts once), in{' '}
              {plural(facts.tests.unitFiles, 'unit and API test file', 'unit and API test files')}{' '}
              and {plural(facts.tests.browserFiles, 'browser test file', 'browser test files')} that
              drive the built app in Chromium.
            </p>
          </article>
        </div>
      </section>

      <section aria-labelledby="shape-heading">
        <h2 id="shape-heading">How it is built</h2>
        <ul>
          <li>
            One Node.js process serves the web app and the API and runs the scheduled jobs; all data
            is in one SQLite file.
          </li>
          <li>
            Money is whole satoshis inside the program. Every balance change is written to an
            append-only ledger in the same database transaction, and tests check that every balance
            equals the sum of its ledger rows.
          </li>
          <li>
            Request bodies and parameters are checked against strict schemas; one family's records
            answer "not found" to every other family.
          </li>
          <li>
            The browser downloads each screen only when it is opened: the home page carries none of
            the dashboard's code.
          </li>
        </ul>
      </section>

      <section aria-labelledby="stack-heading">
        <h2 id="stack-heading">Stack</h2>
        <p>
          Node.js {facts.node}. Versions are the ranges declared in <code>package.json</code>.
        </p>
        <div className="grid">
          {[
            { heading: 'The server runs on', isRuntime: true },
            { heading: 'Build, tests and the browser bundle', isRuntime: false },
          ].map((group) => (
            <div key={group.heading}>
              <h3>{group.heading}</h3>
              <ul className="stack-list">
                {facts.stack
                  .filter((entry) => entry.isRuntime === group.isRuntime)
                  .map((entry) => (
                    <li key={entry.name}>
                      {entry.name} <code>{entry.version}</code>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="performance-heading">
        <h2 id="performance-heading">Measured performance</h2>
        <p>
          From <code>docs/performance.md</code>, measured by the benchmark scripts (
          <code>npm run bench</code>) on a small two-core machine.
        </p>
        {facts.performance.map((section) => (
          <section key={section.heading} aria-label={section.heading}>
            <h3>{section.heading}</h3>
            {section.tables.map((table) => (
              <div className="overflow-auto" key={table.headers.join('|')}>
                <table>
                  <thead>
                    <tr>
                      {table.headers.map((header) => (
                        <th scope="col" key={header}>
                          {inlineMarkdown(header)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {table.rows.map((row) => (
                      <tr key={row.join('|')}>
                        {row.map((cell, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row
                          <td key={i}>{inlineMarkdown(cell)}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ))}
          </section>
        ))}
      </section>

      <section aria-labelledby="roadmap-heading">
        <h2 id="roadmap-heading">Roadmap</h2>
        <p>
          {facts.screens.built.length} of{' '}
          {facts.screens.built.length + facts.screens.notBuilt.length} screens of the route table
          are built. Still to come:
        </p>
        <ul>
          {facts.screens.notBuilt.map((path) => (
            <li key={path}>
              <code>{path}</code>
              {PLANNED[path] ? `: ${PLANNED[path]}` : ''}
            </li>
          ))}
          <li>
            For large hosted operators: PostgreSQL in place of SQLite (all queries already go
            through Kysely, which supports both).
          </li>
        </ul>
      </section>
    </PublicPage>
  )
}
