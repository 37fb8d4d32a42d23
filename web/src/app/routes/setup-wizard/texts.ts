import { defineTexts } from '../../../lib/i18n'

/**
 * The Setup Wizard page. File names, commands and variables stay as they are in every
 * language (`<code>` parts); the variables' own descriptions come from .env.example.
 */
export const setupWizardTexts = defineTexts('setupWizard', {
  en: {
    description:
      'Set up Family Bitcoin Allowance at home: connect a Lightning wallet over Nostr Wallet Connect, Alby Hub, LND or phoenixd, configure the server, deploy with Docker or on an Umbrel node, and keep it safe.',
    lead: 'Everything you need to run the app at home and connect your own Lightning wallet. The app never holds your keys: the connection lets it see and coordinate, your wallet keeps the funds.',
    lightningHeading: '1. Choose a Lightning connection',
    lightningIntro:
      'Most wallets connect through Nostr Wallet Connect (NWC): the wallet gives you a connection string, and you decide in the wallet what that connection may spend.',
    coinosMeta: 'Free custodial wallet · about 2 minutes',
    coinos1: 'Create a free Coinos account.',
    coinos2:
      'In its settings, create a Nostr Wallet Connect connection and set a weekly spending limit.',
    coinos3: 'Copy the connection string: it starts with <code>nostr+walletconnect://</code>.',
    coinos4: 'Paste it on the Lightning connection page.',
    connectCoinos: 'Connect Coinos',
    albyMeta: 'Self-hosted or cloud hub · about 5 minutes · cloud costs 21k sats a month',
    albyWays: 'Two ways to connect it:',
    albyApi:
      '<strong>API (recommended):</strong> the hub URL plus an access token. More reliable, and there are no permissions to set up.',
    albyNwc:
      '<strong>NWC:</strong> create an app connection in the hub with a budget and paste its connection string.',
    connectAlby: 'Connect Alby Hub',
    zeusMeta: 'Mobile node wallet · through Nostr Wallet Connect',
    zeus1:
      'In Zeus, open Settings, then Nostr Wallet Connect, and add a connection with a weekly budget.',
    zeus2: 'Paste its connection string on the Lightning connection page.',
    connectZeus: 'Connect Zeus',
    everyConnection: 'Every connection the app makes',
    everyConnectionText:
      'The Lightning configuration page takes each of these: a wallet by its Nostr Wallet Connect string, a node of your own by its API.',
    connectionsLabel: 'Lightning connections',
    guideText: 'Signed in, the <a>Lightning connection guide</a> walks you through each of them.',
    configHeading: '2. Configure the server',
    configText:
      'Every setting is an environment variable, and every one is optional: a bare start listens on port 3000, keeps its data in <code>./data</code> and writes sign-in links to its log. A wrong value stops the start with a message naming the variable. These are all the variables the server reads, as <code>.env.example</code> lists them (copy it to <code>.env</code> and change what you need):',
    commentedOut: "commented out: the server's default applies",
    dockerHeading: '3. Deploy with Docker',
    docker1: "On your home server, get the app's source and open its folder.",
    docker2:
      'Copy the example settings and edit them; at least set <code>PUBLIC_URL</code> to the address your family will open:',
    docker3:
      'Build and start it. One container, one volume (<code>family-data</code>, mounted at <code>/data</code>), restarted unless you stop it:',
    docker4:
      'Open the app on port 3000 and choose Get Started. Without a mail server the sign-in link is in the log:',
    docker5:
      "Back it up while it runs; the copy lands in the volume's <code>backups/</code> folder:",
    withoutDocker:
      'Without Docker, Node.js 20.19 or newer runs it directly: <code>npm ci && npm start</code>.',
    umbrelHeading: '4. On an Umbrel node',
    umbrelText:
      'The app is not in the Umbrel App Store yet. Until it is, an Umbrel runs it like any home server with Docker:',
    umbrel1:
      "Open a terminal on the node (<code>ssh umbrel@umbrel.local</code>) and get the app's source there.",
    umbrel2:
      'Umbrel\'s own apps use many ports: in <code>compose.yaml</code>, map a free one, for example <code>"3010:3000"</code>, and set <code>PUBLIC_URL</code> to <code>http://umbrel.local:3010</code> in <code>.env</code>.',
    umbrel3:
      'Start it with <code>docker compose up -d --build</code> and open that address from any device at home.',
    securityHeading: '5. Keep it safe',
    security1:
      '<strong>Use HTTPS</strong> when the app is reachable from outside your home: put a reverse proxy in front, set <code>TRUST_PROXY=true</code> and an <code>https://</code> <code>PUBLIC_URL</code>. Sign-in cookies are then sent over HTTPS only.',
    security2:
      '<strong>Protect macaroons</strong> and connection strings: give the app the most limited one your node offers, never the admin macaroon. The app stores them encrypted with <code>DATA_DIR/secret.key</code>; guard that file like a password.',
    security3:
      '<strong>Make backups</strong> of <code>family.db</code> and <code>secret.key</code> together, on a schedule, and keep one copy off the server.',
    security4:
      '<strong>Test with small amounts</strong> first, and set spending limits in your wallet.',
    security5: '<strong>Consider testnet</strong> while you learn how it all fits together.',
    backToHome: 'Back to Home',
  },
  de: {
    description:
      'Richte Family Bitcoin Allowance zu Hause ein: Verbinde eine Lightning-Wallet über Nostr Wallet Connect, Alby Hub, LND oder phoenixd, konfiguriere den Server, installiere mit Docker oder auf einem Umbrel-Node und halte alles sicher.',
    lead: 'Alles, was du brauchst, um die App zu Hause zu betreiben und deine eigene Lightning-Wallet zu verbinden. Die App hält nie deine Schlüssel: Über die Verbindung kann sie sehen und koordinieren, das Geld bleibt in deiner Wallet.',
    lightningHeading: '1. Wähle eine Lightning-Verbindung',
    lightningIntro:
      'Die meisten Wallets verbinden sich über Nostr Wallet Connect (NWC): Die Wallet gibt dir einen Verbindungsstring, und du legst in der Wallet fest, was diese Verbindung ausgeben darf.',
    coinosMeta: 'Kostenlose Verwahr-Wallet · etwa 2 Minuten',
    coinos1: 'Lege ein kostenloses Coinos-Konto an.',
    coinos2:
      'Erstelle in den Einstellungen eine Nostr-Wallet-Connect-Verbindung und lege ein wöchentliches Ausgabelimit fest.',
    coinos3: 'Kopiere den Verbindungsstring: Er beginnt mit <code>nostr+walletconnect://</code>.',
    coinos4: 'Füge ihn auf der Seite für die Lightning-Verbindung ein.',
    connectCoinos: 'Coinos verbinden',
    albyMeta:
      'Selbst gehosteter oder Cloud-Hub · etwa 5 Minuten · die Cloud kostet 21k sats im Monat',
    albyWays: 'Zwei Wege, ihn zu verbinden:',
    albyApi:
      '<strong>API (empfohlen):</strong> die URL des Hubs und ein Zugriffstoken. Zuverlässiger, und es sind keine Berechtigungen einzurichten.',
    albyNwc:
      '<strong>NWC:</strong> Erstelle im Hub eine App-Verbindung mit Budget und füge ihren Verbindungsstring ein.',
    connectAlby: 'Alby Hub verbinden',
    zeusMeta: 'Mobile Node-Wallet · über Nostr Wallet Connect',
    zeus1:
      'Öffne in Zeus die Einstellungen, dann Nostr Wallet Connect, und füge eine Verbindung mit wöchentlichem Budget hinzu.',
    zeus2: 'Füge ihren Verbindungsstring auf der Seite für die Lightning-Verbindung ein.',
    connectZeus: 'Zeus verbinden',
    everyConnection: 'Jede Verbindung, die die App herstellt',
    everyConnectionText:
      'Die Lightning-Konfigurationsseite nimmt jede davon: eine Wallet über ihren Nostr-Wallet-Connect-String, einen eigenen Node über seine API.',
    connectionsLabel: 'Lightning-Verbindungen',
    guideText:
      'Angemeldet führt dich die <a>Anleitung zur Lightning-Verbindung</a> durch jede davon.',
    configHeading: '2. Konfiguriere den Server',
    configText:
      'Jede Einstellung ist eine Umgebungsvariable, und jede ist optional: Ein Start ohne Einstellungen lauscht auf Port 3000, legt seine Daten in <code>./data</code> ab und schreibt Anmeldelinks in sein Log. Ein falscher Wert bricht den Start mit einer Meldung ab, die die Variable nennt. Das sind alle Variablen, die der Server liest, so wie <code>.env.example</code> sie auflistet (kopiere sie nach <code>.env</code> und ändere, was du brauchst):',
    commentedOut: 'auskommentiert: Es gilt die Vorgabe des Servers',
    dockerHeading: '3. Mit Docker installieren',
    docker1: 'Hol dir auf deinem Heimserver den Quellcode der App und öffne ihren Ordner.',
    docker2:
      'Kopiere die Beispieleinstellungen und bearbeite sie; setze mindestens <code>PUBLIC_URL</code> auf die Adresse, die deine Familie öffnen wird:',
    docker3:
      'Baue und starte sie. Ein Container, ein Volume (<code>family-data</code>, eingehängt unter <code>/data</code>), neu gestartet, bis du es stoppst:',
    docker4:
      'Öffne die App auf Port 3000 und wähle „Loslegen“. Ohne Mailserver steht der Anmeldelink im Log:',
    docker5:
      'Sichere sie im laufenden Betrieb; die Kopie landet im Ordner <code>backups/</code> des Volumes:',
    withoutDocker:
      'Ohne Docker führt Node.js 20.19 oder neuer sie direkt aus: <code>npm ci && npm start</code>.',
    umbrelHeading: '4. Auf einem Umbrel-Node',
    umbrelText:
      'Die App ist noch nicht im Umbrel App Store. Bis dahin betreibt ein Umbrel sie wie jeder Heimserver mit Docker:',
    umbrel1:
      'Öffne ein Terminal auf dem Node (<code>ssh umbrel@umbrel.local</code>) und hol dir dort den Quellcode der App.',
    umbrel2:
      'Umbrels eigene Apps belegen viele Ports: Weise in <code>compose.yaml</code> einen freien zu, zum Beispiel <code>"3010:3000"</code>, und setze in <code>.env</code> <code>PUBLIC_URL</code> auf <code>http://umbrel.local:3010</code>.',
    umbrel3:
      'Starte sie mit <code>docker compose up -d --build</code> und öffne diese Adresse von jedem Gerät zu Hause.',
    securityHeading: '5. Halte es sicher',
    security1:
      '<strong>Nutze HTTPS</strong>, wenn die App von außerhalb deines Zuhauses erreichbar ist: Setze einen Reverse Proxy davor, setze <code>TRUST_PROXY=true</code> und eine <code>https://</code>-<code>PUBLIC_URL</code>. Anmelde-Cookies werden dann nur über HTTPS geschickt.',
    security2:
      '<strong>Schütze Macaroons</strong> und Verbindungsstrings: Gib der App das am stärksten eingeschränkte, das dein Node anbietet, nie das Admin-Macaroon. Die App speichert sie verschlüsselt mit <code>DATA_DIR/secret.key</code>; hüte diese Datei wie ein Passwort.',
    security3:
      '<strong>Mach Sicherungen</strong> von <code>family.db</code> und <code>secret.key</code> zusammen, regelmäßig, und bewahre eine Kopie außerhalb des Servers auf.',
    security4:
      '<strong>Teste zuerst mit kleinen Beträgen</strong> und lege in deiner Wallet Ausgabelimits fest.',
    security5: '<strong>Denk an das Testnet</strong>, während du lernst, wie alles zusammenpasst.',
    backToHome: 'Zurück zur Startseite',
  },
  es: {
    description:
      'Instala Family Bitcoin Allowance en casa: conecta una billetera Lightning mediante Nostr Wallet Connect, Alby Hub, LND o phoenixd, configura el servidor, despliégalo con Docker o en un nodo Umbrel y mantenlo seguro.',
    lead: 'Todo lo que necesitas para ejecutar la app en casa y conectar tu propia billetera Lightning. La app nunca guarda tus claves: la conexión le permite ver y coordinar, tu billetera guarda los fondos.',
    lightningHeading: '1. Elige una conexión Lightning',
    lightningIntro:
      'La mayoría de las billeteras se conectan mediante Nostr Wallet Connect (NWC): la billetera te da una cadena de conexión y tú decides en la billetera cuánto puede gastar esa conexión.',
    coinosMeta: 'Billetera custodial gratuita · unos 2 minutos',
    coinos1: 'Crea una cuenta gratuita de Coinos.',
    coinos2:
      'En su configuración, crea una conexión de Nostr Wallet Connect y fija un límite de gasto semanal.',
    coinos3: 'Copia la cadena de conexión: empieza por <code>nostr+walletconnect://</code>.',
    coinos4: 'Pégala en la página de conexión de Lightning.',
    connectCoinos: 'Conectar Coinos',
    albyMeta: 'Hub propio o en la nube · unos 5 minutos · la nube cuesta 21k sats al mes',
    albyWays: 'Dos formas de conectarlo:',
    albyApi:
      '<strong>API (recomendada):</strong> la URL del hub y un token de acceso. Más fiable, y no hay permisos que configurar.',
    albyNwc:
      '<strong>NWC:</strong> crea en el hub una conexión de app con un presupuesto y pega su cadena de conexión.',
    connectAlby: 'Conectar Alby Hub',
    zeusMeta: 'Billetera de nodo móvil · mediante Nostr Wallet Connect',
    zeus1:
      'En Zeus, abre Ajustes, luego Nostr Wallet Connect, y añade una conexión con un presupuesto semanal.',
    zeus2: 'Pega su cadena de conexión en la página de conexión de Lightning.',
    connectZeus: 'Conectar Zeus',
    everyConnection: 'Todas las conexiones que hace la app',
    everyConnectionText:
      'La página de configuración de Lightning acepta cada una de ellas: una billetera por su cadena de Nostr Wallet Connect, un nodo propio por su API.',
    connectionsLabel: 'Conexiones Lightning',
    guideText:
      'Con la sesión iniciada, la <a>guía de conexión de Lightning</a> te acompaña en cada una de ellas.',
    configHeading: '2. Configura el servidor',
    configText:
      'Cada ajuste es una variable de entorno, y todas son opcionales: un arranque sin ajustes escucha en el puerto 3000, guarda sus datos en <code>./data</code> y escribe los enlaces de inicio de sesión en su registro. Un valor incorrecto detiene el arranque con un mensaje que nombra la variable. Estas son todas las variables que lee el servidor, tal como las lista <code>.env.example</code> (cópialo a <code>.env</code> y cambia lo que necesites):',
    commentedOut: 'comentada: se aplica el valor por defecto del servidor',
    dockerHeading: '3. Despliega con Docker',
    docker1: 'En tu servidor doméstico, consigue el código fuente de la app y abre su carpeta.',
    docker2:
      'Copia los ajustes de ejemplo y edítalos; como mínimo, pon en <code>PUBLIC_URL</code> la dirección que abrirá tu familia:',
    docker3:
      'Constrúyela e iníciala. Un contenedor, un volumen (<code>family-data</code>, montado en <code>/data</code>), que se reinicia salvo que lo detengas:',
    docker4:
      'Abre la app en el puerto 3000 y elige «Empezar». Sin servidor de correo, el enlace de inicio de sesión está en el registro:',
    docker5:
      'Haz una copia de seguridad mientras funciona; la copia queda en la carpeta <code>backups/</code> del volumen:',
    withoutDocker:
      'Sin Docker, Node.js 20.19 o posterior la ejecuta directamente: <code>npm ci && npm start</code>.',
    umbrelHeading: '4. En un nodo Umbrel',
    umbrelText:
      'La app todavía no está en la Umbrel App Store. Hasta entonces, un Umbrel la ejecuta como cualquier servidor doméstico con Docker:',
    umbrel1:
      'Abre un terminal en el nodo (<code>ssh umbrel@umbrel.local</code>) y consigue allí el código fuente de la app.',
    umbrel2:
      'Las propias apps de Umbrel usan muchos puertos: en <code>compose.yaml</code>, asigna uno libre, por ejemplo <code>"3010:3000"</code>, y pon en <code>PUBLIC_URL</code> el valor <code>http://umbrel.local:3010</code> en <code>.env</code>.',
    umbrel3:
      'Iníciala con <code>docker compose up -d --build</code> y abre esa dirección desde cualquier dispositivo de casa.',
    securityHeading: '5. Mantenla segura',
    security1:
      '<strong>Usa HTTPS</strong> cuando la app sea accesible desde fuera de casa: pon delante un proxy inverso, fija <code>TRUST_PROXY=true</code> y una <code>PUBLIC_URL</code> con <code>https://</code>. Así las cookies de sesión solo se envían por HTTPS.',
    security2:
      '<strong>Protege los macaroons</strong> y las cadenas de conexión: da a la app el más limitado que ofrezca tu nodo, nunca el macaroon de administrador. La app los guarda cifrados con <code>DATA_DIR/secret.key</code>; protege ese archivo como una contraseña.',
    security3:
      '<strong>Haz copias de seguridad</strong> de <code>family.db</code> y <code>secret.key</code> juntos, de forma periódica, y guarda una copia fuera del servidor.',
    security4:
      '<strong>Prueba primero con cantidades pequeñas</strong> y fija límites de gasto en tu billetera.',
    security5: '<strong>Plantéate usar testnet</strong> mientras aprendes cómo encaja todo.',
    backToHome: 'Volver al inicio',
  },
})
