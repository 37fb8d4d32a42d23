import { defineTexts } from '../../../lib/i18n'

/**
 * The Code Review page. The figures come from the build (build-facts); `{{n}}` is a
 * count already written the way the language writes numbers, `count` picks the plural.
 * The performance tables are quoted from docs/performance.md as they are.
 */
export const codeReviewTexts = defineTexts('codeReview', {
  en: {
    description:
      'Facts about the Family Bitcoin Allowance codebase, computed from the code at build time: database tables, API routes, tests, the stack with versions, measured performance and the roadmap.',
    lead: 'Every number on this page is computed from the source code when the app is built: none is typed in by hand, so none can be out of date.',
    factsHeading: 'The codebase in numbers',
    tables_one: '<num>{{n}}</num> database table',
    tables_other: '<num>{{n}}</num> database tables',
    tablesText_one: 'Created by {{n}} migration, in one SQLite file: {{names}}.',
    tablesText_other: 'Created by {{n}} migrations, in one SQLite file: {{names}}.',
    routes_one: '<num>{{n}}</num> API route',
    routes_other: '<num>{{n}}</num> API routes',
    routesText:
      '{{methods}}. Who may call each one is checked in one place, by the rule the route declares.',
    tests_one: '<num>{{n}}</num> test',
    tests_other: '<num>{{n}}</num> tests',
    testsText:
      'Test cases as written (a table-driven case counts once), in {{unitFiles}} and {{browserFiles}} that drive the built app in Chromium.',
    unitFiles_one: '{{n}} unit and API test file',
    unitFiles_other: '{{n}} unit and API test files',
    browserFiles_one: '{{n}} browser test file',
    browserFiles_other: '{{n}} browser test files',
    shapeHeading: 'How it is built',
    shapeProcess:
      'One Node.js process serves the web app and the API and runs the scheduled jobs; all data is in one SQLite file.',
    shapeMoney:
      'Money is whole satoshis inside the program. Every balance change is written to an append-only ledger in the same database transaction, and tests check that every balance equals the sum of its ledger rows.',
    shapeSchemas:
      'Request bodies and parameters are checked against strict schemas; one family\'s records answer "not found" to every other family.',
    shapeChunks:
      "The browser downloads each screen only when it is opened: the home page carries none of the dashboard's code.",
    stackHeading: 'Stack',
    stackText:
      'Node.js {{version}}. Versions are the ranges declared in <code>package.json</code>.',
    runtimeHeading: 'The server runs on',
    buildHeading: 'Build, tests and the browser bundle',
    performanceHeading: 'Measured performance',
    performanceText:
      'From <code>docs/performance.md</code>, measured by the benchmark scripts (<code>npm run bench</code>) on a small two-core machine.',
    roadmapHeading: 'Roadmap',
    roadmapText: '{{built}} of {{total}} screens of the route table are built. Still to come:',
    plannedDemo: 'A live demo family, no sign-in needed',
    plannedDemoDashboard: 'The same demo under its second address',
    plannedDemoGoals: 'Family goals in the demo',
    plannedConnectionTest: 'A public page to test a wallet connection string',
    plannedSubscription: 'Subscriptions paid over Lightning, with referral codes',
    plannedLightningSetup: 'Sends you to the Lightning connection page',
    plannedLightningConnect:
      'Connecting a Lightning wallet: Nostr Wallet Connect first, then LND, phoenixd and Alby Hub',
    plannedLightningConfig: 'Testing and removing the Lightning connection',
    plannedAdmin: "The operator's dashboard: users, engagement, revenue",
    plannedMonitoring: 'Health, performance, security and error monitoring',
    plannedPostgres:
      'For large hosted operators: PostgreSQL in place of SQLite (all queries already go through Kysely, which supports both).',
  },
  de: {
    description:
      'Fakten über den Code von Family Bitcoin Allowance, beim Bauen aus dem Code berechnet: Datenbanktabellen, API-Routen, Tests, der Stack mit Versionen, gemessene Leistung und die Roadmap.',
    lead: 'Jede Zahl auf dieser Seite wird beim Bauen der App aus dem Quellcode berechnet: Keine ist von Hand eingetippt, also kann keine veraltet sein.',
    factsHeading: 'Der Code in Zahlen',
    tables_one: '<num>{{n}}</num> Datenbanktabelle',
    tables_other: '<num>{{n}}</num> Datenbanktabellen',
    tablesText_one: 'Angelegt von {{n}} Migration, in einer SQLite-Datei: {{names}}.',
    tablesText_other: 'Angelegt von {{n}} Migrationen, in einer SQLite-Datei: {{names}}.',
    routes_one: '<num>{{n}}</num> API-Route',
    routes_other: '<num>{{n}}</num> API-Routen',
    routesText:
      '{{methods}}. Wer welche aufrufen darf, wird an einer Stelle geprüft, nach der Regel, die die Route angibt.',
    tests_one: '<num>{{n}}</num> Test',
    tests_other: '<num>{{n}}</num> Tests',
    testsText:
      'Testfälle, wie sie geschrieben sind (ein tabellengesteuerter Fall zählt einmal), in {{unitFiles}} und {{browserFiles}}, die die gebaute App in Chromium bedienen.',
    unitFiles_one: '{{n}} Unit- und API-Testdatei',
    unitFiles_other: '{{n}} Unit- und API-Testdateien',
    browserFiles_one: '{{n}} Browser-Testdatei',
    browserFiles_other: '{{n}} Browser-Testdateien',
    shapeHeading: 'Wie sie gebaut ist',
    shapeProcess:
      'Ein Node.js-Prozess liefert die Web-App und die API aus und führt die geplanten Aufgaben aus; alle Daten liegen in einer SQLite-Datei.',
    shapeMoney:
      'Geld sind im Programm ganze Satoshis. Jede Änderung eines Guthabens wird in derselben Datenbanktransaktion in ein Kontobuch geschrieben, an das nur angefügt wird, und Tests prüfen, dass jedes Guthaben der Summe seiner Buchungen entspricht.',
    shapeSchemas:
      'Anfragedaten und Parameter werden gegen strenge Schemas geprüft; die Datensätze einer Familie antworten jeder anderen Familie mit „nicht gefunden“.',
    shapeChunks:
      'Der Browser lädt jeden Bildschirm erst, wenn er geöffnet wird: Die Startseite enthält nichts vom Code des Dashboards.',
    stackHeading: 'Technik-Stack',
    stackText:
      'Node.js {{version}}. Die Versionen sind die Bereiche, die in <code>package.json</code> angegeben sind.',
    runtimeHeading: 'Der Server läuft mit',
    buildHeading: 'Build, Tests und das Browser-Bundle',
    performanceHeading: 'Gemessene Leistung',
    performanceText:
      'Aus <code>docs/performance.md</code>, gemessen von den Benchmark-Skripten (<code>npm run bench</code>) auf einer kleinen Maschine mit zwei Kernen.',
    roadmapHeading: 'Ausblick',
    roadmapText: '{{built}} von {{total}} Bildschirmen der Routentabelle sind gebaut. Noch offen:',
    plannedDemo: 'Eine Live-Demofamilie, ohne Anmeldung',
    plannedDemoDashboard: 'Dieselbe Demo unter ihrer zweiten Adresse',
    plannedDemoGoals: 'Familienziele in der Demo',
    plannedConnectionTest: 'Eine öffentliche Seite zum Testen eines Wallet-Verbindungsstrings',
    plannedSubscription: 'Abos, bezahlt über Lightning, mit Empfehlungscodes',
    plannedLightningSetup: 'Leitet zur Seite für die Lightning-Verbindung weiter',
    plannedLightningConnect:
      'Eine Lightning-Wallet verbinden: zuerst Nostr Wallet Connect, dann LND, phoenixd und Alby Hub',
    plannedLightningConfig: 'Die Lightning-Verbindung testen und entfernen',
    plannedAdmin: 'Das Dashboard des Betreibers: Nutzer, Nutzung, Umsatz',
    plannedMonitoring: 'Überwachung von Zustand, Leistung, Sicherheit und Fehlern',
    plannedPostgres:
      'Für große gehostete Betreiber: PostgreSQL statt SQLite (alle Abfragen laufen schon über Kysely, das beides unterstützt).',
  },
  es: {
    description:
      'Datos sobre el código de Family Bitcoin Allowance, calculados a partir del código al compilar: tablas de base de datos, rutas de la API, pruebas, la pila con versiones, el rendimiento medido y la hoja de ruta.',
    lead: 'Cada número de esta página se calcula a partir del código fuente al compilar la app: ninguno se escribe a mano, así que ninguno puede estar desactualizado.',
    factsHeading: 'El código en números',
    tables_one: '<num>{{n}}</num> tabla de base de datos',
    tables_many: '<num>{{n}}</num> tablas de base de datos',
    tables_other: '<num>{{n}}</num> tablas de base de datos',
    tablesText_one: 'Creada por {{n}} migración, en un archivo SQLite: {{names}}.',
    tablesText_many: 'Creadas por {{n}} migraciones, en un archivo SQLite: {{names}}.',
    tablesText_other: 'Creadas por {{n}} migraciones, en un archivo SQLite: {{names}}.',
    routes_one: '<num>{{n}}</num> ruta de la API',
    routes_many: '<num>{{n}}</num> rutas de la API',
    routes_other: '<num>{{n}}</num> rutas de la API',
    routesText:
      '{{methods}}. Quién puede llamar a cada una se comprueba en un solo lugar, según la regla que declara la ruta.',
    tests_one: '<num>{{n}}</num> prueba',
    tests_many: '<num>{{n}}</num> pruebas',
    tests_other: '<num>{{n}}</num> pruebas',
    testsText:
      'Casos de prueba tal como están escritos (un caso basado en tabla cuenta una vez), en {{unitFiles}} y {{browserFiles}} que manejan la app compilada en Chromium.',
    unitFiles_one: '{{n}} archivo de pruebas unitarias y de API',
    unitFiles_many: '{{n}} archivos de pruebas unitarias y de API',
    unitFiles_other: '{{n}} archivos de pruebas unitarias y de API',
    browserFiles_one: '{{n}} archivo de pruebas de navegador',
    browserFiles_many: '{{n}} archivos de pruebas de navegador',
    browserFiles_other: '{{n}} archivos de pruebas de navegador',
    shapeHeading: 'Cómo está construida',
    shapeProcess:
      'Un único proceso de Node.js sirve la app web y la API y ejecuta las tareas programadas; todos los datos están en un archivo SQLite.',
    shapeMoney:
      'Dentro del programa, el dinero son satoshis enteros. Cada cambio de saldo se escribe en un libro de cuentas de solo anexado en la misma transacción de la base de datos, y las pruebas comprueban que cada saldo es igual a la suma de sus movimientos.',
    shapeSchemas:
      'Los cuerpos y parámetros de las solicitudes se comprueban con esquemas estrictos; los registros de una familia responden «no encontrado» a cualquier otra familia.',
    shapeChunks:
      'El navegador descarga cada pantalla solo cuando se abre: la página de inicio no lleva nada del código del panel.',
    stackHeading: 'Pila',
    stackText:
      'Node.js {{version}}. Las versiones son los rangos declarados en <code>package.json</code>.',
    runtimeHeading: 'El servidor funciona con',
    buildHeading: 'Compilación, pruebas y el paquete del navegador',
    performanceHeading: 'Rendimiento medido',
    performanceText:
      'De <code>docs/performance.md</code>, medido con los scripts de benchmark (<code>npm run bench</code>) en una máquina pequeña de dos núcleos.',
    roadmapHeading: 'Hoja de ruta',
    roadmapText:
      '{{built}} de {{total}} pantallas de la tabla de rutas están construidas. Falta por llegar:',
    plannedDemo: 'Una familia de demostración en vivo, sin iniciar sesión',
    plannedDemoDashboard: 'La misma demo en su segunda dirección',
    plannedDemoGoals: 'Metas familiares en la demo',
    plannedConnectionTest: 'Una página pública para probar una cadena de conexión de billetera',
    plannedSubscription: 'Suscripciones pagadas por Lightning, con códigos de referido',
    plannedLightningSetup: 'Te lleva a la página de conexión de Lightning',
    plannedLightningConnect:
      'Conectar una billetera Lightning: primero Nostr Wallet Connect, luego LND, phoenixd y Alby Hub',
    plannedLightningConfig: 'Probar y eliminar la conexión Lightning',
    plannedAdmin: 'El panel del operador: usuarios, uso, ingresos',
    plannedMonitoring: 'Supervisión de estado, rendimiento, seguridad y errores',
    plannedPostgres:
      'Para grandes operadores alojados: PostgreSQL en lugar de SQLite (todas las consultas ya pasan por Kysely, que admite ambos).',
  },
})
