import facts from 'build-facts:code-facts'
import type { ReactNode } from 'react'
import { PublicPage } from '../../../components/public-page'
import { paths } from '../../../config/paths'
import { currentLanguage, RichText, type TextKey, useTexts } from '../../../lib/i18n'
import { appTexts } from '../../texts'
import { codeReviewTexts } from './texts'

type CodeReviewKey = TextKey<typeof codeReviewTexts.en>

/** What each screen still missing from the router will do (spec route table). */
const PLANNED: Record<string, CodeReviewKey> = {
  [paths.demo]: 'plannedDemo',
  [paths.demoDashboard]: 'plannedDemoDashboard',
  [paths.demoGoals]: 'plannedDemoGoals',
  [paths.coinosTest]: 'plannedConnectionTest',
  [paths.subscription]: 'plannedSubscription',
  [paths.lightningSetup]: 'plannedLightningSetup',
  [paths.lightningConnect]: 'plannedLightningConnect',
  [paths.lightningConfig]: 'plannedLightningConfig',
  [paths.admin]: 'plannedAdmin',
  [paths.adminMonitoring]: 'plannedMonitoring',
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

/** A count for a text: `count` picks the plural, `n` is the number as the language writes it. */
function counted(count: number) {
  return { count, n: count.toLocaleString(currentLanguage()) }
}

/** A fact's heading: its figure, then what it counts. */
function FactHeading({ k, count }: { k: CodeReviewKey; count: number }) {
  return (
    <h3>
      <RichText
        texts={codeReviewTexts}
        k={k}
        values={counted(count)}
        parts={{ num: <span className="fact-figure" /> }}
      />
    </h3>
  )
}

export function CodeReviewRoute() {
  const t = useTexts(codeReviewTexts)
  const shared = useTexts(appTexts)
  const methods = Object.entries(facts.apiRoutes.byMethod)
    .sort(([, a], [, b]) => b - a)
    .map(([method, count]) => `${count} ${method}`)
    .join(', ')
  return (
    <PublicPage
      title={shared('codeReview')}
      description={t('description')}
      heading={shared('codeReview')}
      lead={<p>{t('lead')}</p>}
    >
      <section aria-labelledby="facts-heading">
        <h2 id="facts-heading">{t('factsHeading')}</h2>
        <div className="grid fact-grid">
          <article>
            <FactHeading k="tables" count={facts.tables.names.length} />
            <p>
              {t('tablesText', {
                ...counted(facts.tables.migrations),
                names: facts.tables.names.join(', '),
              })}
            </p>
          </article>
          <article>
            <FactHeading k="routes" count={facts.apiRoutes.count} />
            <p>{t('routesText', { methods })}</p>
          </article>
          <article>
            <FactHeading k="tests" count={facts.tests.cases} />
            <p>
              {t('testsText', {
                unitFiles: t('unitFiles', counted(facts.tests.unitFiles)),
                browserFiles: t('browserFiles', counted(facts.tests.browserFiles)),
              })}
            </p>
          </article>
        </div>
      </section>

      <section aria-labelledby="shape-heading">
        <h2 id="shape-heading">{t('shapeHeading')}</h2>
        <ul>
          <li>{t('shapeProcess')}</li>
          <li>{t('shapeMoney')}</li>
          <li>{t('shapeSchemas')}</li>
          <li>{t('shapeChunks')}</li>
        </ul>
      </section>

      <section aria-labelledby="stack-heading">
        <h2 id="stack-heading">{t('stackHeading')}</h2>
        <p>
          <RichText
            texts={codeReviewTexts}
            k="stackText"
            values={{ version: facts.node }}
            parts={{ code: <code /> }}
          />
        </p>
        <div className="grid">
          {[
            { heading: t('runtimeHeading'), isRuntime: true },
            { heading: t('buildHeading'), isRuntime: false },
          ].map((group) => (
            <div key={String(group.isRuntime)}>
              <h3>{group.heading}</h3>
              {/* Package names, the same in every language (and read as English). */}
              <ul className="stack-list" lang="en">
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
        <h2 id="performance-heading">{t('performanceHeading')}</h2>
        <p>
          <RichText texts={codeReviewTexts} k="performanceText" parts={{ code: <code /> }} />
        </p>
        {facts.performance.map((section) => (
          // Quoted from docs/performance.md, in English: marked so for screen readers.
          <section key={section.heading} aria-label={section.heading} lang="en">
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
        <h2 id="roadmap-heading">{t('roadmapHeading')}</h2>
        <p>
          {t('roadmapText', {
            built: facts.screens.built.length,
            total: facts.screens.built.length + facts.screens.notBuilt.length,
          })}
        </p>
        <ul>
          {facts.screens.notBuilt.map((path) => (
            <li key={path}>
              <code>{path}</code>
              {PLANNED[path] ? `: ${t(PLANNED[path])}` : ''}
            </li>
          ))}
          <li>{t('plannedPostgres')}</li>
        </ul>
      </section>
    </PublicPage>
  )
}
