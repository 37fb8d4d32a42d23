/**
 * The layer rules of docs/architecture.md, checked on resolved module paths (`npm run lint`),
 * so `../../features/goals/...`, an alias or a re-export cannot slip past them the way an
 * import's text can. Each message says what to do instead.
 */
/** The API's TypeBox schemas and the route map of them: the browser's types come from them. */
const SCHEMAS =
  '^api/features/[^/]+/[^/]+\\.schemas\\.ts$|^api/lib/schemas\\.ts$|^api/route-map\\.ts$'
const TESTS = '\\.test\\.tsx?$|^api/testing/|^api/test-helpers\\.ts$|^api/test-mailbox\\.ts$'
const { DATABASE_FREE_TEST_FOLDERS } = require('./scripts/lib/database-free-tests.cjs')

module.exports = {
  forbidden: [
    {
      name: 'api-feature-to-feature',
      severity: 'error',
      comment:
        'API features never import each other: move what they share to api/lib, or compose them in api/app.ts.',
      from: { path: '^api/features/([^/]+)/' },
      to: { path: '^api/features/', pathNot: '^api/features/$1/' },
    },
    {
      name: 'routes-and-jobs-through-services',
      severity: 'error',
      comment:
        "Routes and jobs import nothing from db/queries: move the query into the feature's service (or a module the service and the route share) and call that.",
      from: { path: '^api/features/[^/]+/.+\\.(routes|job)\\.ts$' },
      to: { path: '^db/queries/' },
    },
    {
      name: 'lib-and-plugins-below-features',
      severity: 'error',
      comment:
        'api/lib and api/plugins sit below the features: they import no feature (api/app.ts composes them).',
      from: { path: '^api/(lib|plugins)/', pathNot: TESTS },
      to: { path: '^api/features/' },
    },
    {
      name: 'lib-below-plugins',
      severity: 'error',
      comment: 'api/lib holds what features and plugins share: it imports no plugin.',
      from: { path: '^api/lib/', pathNot: TESTS },
      to: { path: '^api/plugins/' },
    },
    {
      name: 'db-is-the-bottom-layer',
      severity: 'error',
      comment:
        'db/ is the bottom layer: it imports nothing from api/, web/ or scripts/ but the dependency-free api/contracts (the closed lists its columns hold).',
      from: { path: '^db/' },
      to: { path: '^(api|web|scripts)/', pathNot: '^api/contracts/' },
    },
    {
      name: 'contracts-depend-on-nothing',
      severity: 'error',
      comment:
        'The shared rules run in the browser too: they import nothing but each other and api/lib/money.ts.',
      from: { path: '^api/contracts/|^api/lib/money\\.ts$', pathNot: TESTS },
      to: {
        path: '^(api|db|web)/',
        pathNot: '^api/contracts/|^api/lib/money\\.ts$',
      },
    },
    {
      name: 'web-feature-to-feature',
      severity: 'error',
      comment:
        'Web features never import each other: move what they share to web/src/lib or web/src/components, or compose them in a page under web/src/app/routes.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-shared-below-features',
      severity: 'error',
      comment: 'Shared web code sits below the features and the app: it imports neither.',
      from: { path: '^web/src/(lib|components|config)/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'web-takes-no-server-code',
      severity: 'error',
      comment:
        'The browser takes from the server only its shared rules (api/contracts), the money module and schema types (import type from api/features/*/*.schemas, api/lib/schemas and api/route-map).',
      from: { path: '^web/src/' },
      to: {
        path: '^(api|db)/',
        pathNot: `^api/contracts/|^api/lib/money\\.ts$|${SCHEMAS}`,
      },
    },
    {
      name: 'web-takes-schemas-as-types-only',
      severity: 'error',
      comment:
        "Schemas are the server's runtime code: the browser imports their types only (`import type`).",
      from: { path: '^web/src/' },
      to: { path: SCHEMAS, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'database-free-tests-stay-so',
      severity: 'error',
      comment:
        'Tests in these folders are left out of the PostgreSQL run (scripts/lib/database-free-tests.cjs): one that reaches db/ tests the database and must run there too. Move the test out of the folder, or the folder out of that list.',
      from: { path: `^(${DATABASE_FREE_TEST_FOLDERS.join('|')})/.+\\.test\\.ts$` },
      to: { path: '^db/', reachable: true },
    },
    {
      name: 'server-takes-no-web-code',
      severity: 'error',
      comment: 'The server and the database never import the browser app.',
      from: { path: '^(api|db)/' },
      to: { path: '^web/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data|coverage)/' },
    tsPreCompilationDeps: true,
    // The web's `@api/*` alias; everything else imports by relative path.
    tsConfig: { fileName: 'web/tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
}
