import { defineTexts } from '../../../lib/i18n'

/** The Privacy & Security page: what is stored where, and how to back it up and delete it. */
export const privacyTexts = defineTexts('privacyPage', {
  en: {
    description:
      "What Family Bitcoin Allowance stores on your server and in your browser, what never leaves your home server, and how to back up and delete your family's data.",
    lead: "Your family's data lives on the server you run, in one file you can copy or delete. The app never holds keys and never moves funds.",
    serverHeading: 'On your server',
    serverText:
      'Everything is in the folder set by <code>DATA_DIR</code>: the database <code>family.db</code> and the key <code>secret.key</code>.',
    serverAccounts:
      'Accounts: e-mail address, name, role, trial and last sign-in time of the parent, the spouse and each child with their own sign-in.',
    serverChildren:
      'Children: name, age, allowance, allowance day, spending limit, balances, and the ledger of every change.',
    serverRequests: 'Requests, approvals and family goals.',
    serverSessions:
      'Sign-in sessions and sign-in links, only as hashes; expired ones are removed daily.',
    serverEvents:
      'Security events (failed sign-ins, refused requests) with the IP address they came from, kept for 90 days.',
    serverSecrets:
      'Connection secrets such as Lightning connection strings, encrypted with AES-256-GCM under <code>secret.key</code>. They are never sent to a browser and never logged.',
    browserHeading: 'In your browser',
    browserCookie:
      'A sign-in cookie holding a random session id. Scripts cannot read it, and other sites cannot use it to change anything.',
    browserMemory:
      'What the screens show, kept in memory only and cleared when you open the home page or sign out.',
    browserSettings:
      'The privacy settings below, encrypted, with a key that never leaves this device.',
    homeHeading: 'What never leaves your home server',
    homeText:
      "Your family's data. The app has no analytics, no tracking and no outside scripts, fonts or images: the browser loads everything from your own server. The server itself connects only to what you configure: your mail server to send sign-in links and the wallet services you connect. Nothing is sent to the makers of the app.",
    backupHeading: 'Back up',
    backupText:
      'Run <code>npm run backup</code>, or <code>docker compose exec app node dist/backup.js</code> in Docker. It copies a consistent snapshot while the app runs, with the key beside it. Keep both together: without <code>secret.key</code> the encrypted connection secrets cannot be read. To restore, stop the app, copy both back into <code>DATA_DIR</code>, and start it.',
    deleteHeading: 'Delete',
    deleteChild:
      "A child: remove them on the dashboard. They disappear from every screen and lose their own sign-in; their ledger history is kept so the family's books still add up.",
    deleteEverything:
      'Everything: stop the app and delete its <code>DATA_DIR</code> folder (in Docker, <code>docker compose down -v</code> removes the volume), and delete your backups.',
    deleteBrowser:
      'This browser: use Delete All Data below. Signing out also clears the settings stored here.',
    readCodeReview: 'Read the <a>code review</a> for how the app is built.',
  },
  de: {
    description:
      'Was Family Bitcoin Allowance auf deinem Server und in deinem Browser speichert, was deinen Heimserver nie verlässt und wie du die Daten deiner Familie sicherst und löschst.',
    lead: 'Die Daten deiner Familie liegen auf dem Server, den du betreibst, in einer Datei, die du kopieren oder löschen kannst. Die App hält nie Schlüssel und bewegt nie Geld.',
    serverHeading: 'Auf deinem Server',
    serverText:
      'Alles liegt in dem Ordner, den <code>DATA_DIR</code> festlegt: die Datenbank <code>family.db</code> und der Schlüssel <code>secret.key</code>.',
    serverAccounts:
      'Konten: E-Mail-Adresse, Name, Rolle, Testzeitraum und letzte Anmeldung des Elternteils, des Partners und jedes Kindes mit eigener Anmeldung.',
    serverChildren:
      'Kinder: Name, Alter, Taschengeld, Taschengeldtag, Ausgabelimit, Guthaben und das Kontobuch jeder Änderung.',
    serverRequests: 'Anfragen, Freigaben und Familienziele.',
    serverSessions:
      'Anmeldesitzungen und Anmeldelinks, nur als Hashes; abgelaufene werden täglich entfernt.',
    serverEvents:
      'Sicherheitsereignisse (fehlgeschlagene Anmeldungen, abgewiesene Anfragen) mit der IP-Adresse, von der sie kamen, 90 Tage lang aufbewahrt.',
    serverSecrets:
      'Verbindungsgeheimnisse wie Lightning-Verbindungsstrings, verschlüsselt mit AES-256-GCM unter <code>secret.key</code>. Sie werden nie an einen Browser geschickt und nie protokolliert.',
    browserHeading: 'In deinem Browser',
    browserCookie:
      'Ein Anmelde-Cookie mit einer zufälligen Sitzungs-ID. Skripte können es nicht lesen, und andere Websites können damit nichts ändern.',
    browserMemory:
      'Was die Bildschirme zeigen, nur im Arbeitsspeicher gehalten und gelöscht, wenn du die Startseite öffnest oder dich abmeldest.',
    browserSettings:
      'Die Datenschutzeinstellungen unten, verschlüsselt mit einem Schlüssel, der dieses Gerät nie verlässt.',
    homeHeading: 'Was deinen Heimserver nie verlässt',
    homeText:
      'Die Daten deiner Familie. Die App hat keine Analyse, kein Tracking und keine fremden Skripte, Schriften oder Bilder: Der Browser lädt alles von deinem eigenen Server. Der Server selbst verbindet sich nur mit dem, was du einrichtest: deinem Mailserver, um Anmeldelinks zu verschicken, und den Wallet-Diensten, die du verbindest. Nichts wird an die Macher der App geschickt.',
    backupHeading: 'Sichern',
    backupText:
      'Führe <code>npm run backup</code> aus, oder in Docker <code>docker compose exec app node dist/backup.js</code>. Das kopiert einen stimmigen Stand, während die App läuft, mit dem Schlüssel daneben. Bewahre beides zusammen auf: Ohne <code>secret.key</code> lassen sich die verschlüsselten Verbindungsgeheimnisse nicht lesen. Zum Wiederherstellen beende die App, kopiere beides zurück nach <code>DATA_DIR</code> und starte sie.',
    deleteHeading: 'Löschen',
    deleteChild:
      'Ein Kind: Entferne es im Dashboard. Es verschwindet von jedem Bildschirm und verliert seine eigene Anmeldung; sein Verlauf im Kontobuch bleibt, damit die Bücher der Familie weiter aufgehen.',
    deleteEverything:
      'Alles: Beende die App und lösche ihren Ordner <code>DATA_DIR</code> (in Docker entfernt <code>docker compose down -v</code> das Volume), und lösche deine Sicherungen.',
    deleteBrowser:
      'Dieser Browser: Nutze unten „Alle Daten löschen“. Beim Abmelden werden die hier gespeicherten Einstellungen ebenfalls gelöscht.',
    readCodeReview: 'Im <a>Code-Review</a> liest du, wie die App gebaut ist.',
  },
  es: {
    description:
      'Qué guarda Family Bitcoin Allowance en tu servidor y en tu navegador, qué no sale nunca de tu servidor doméstico y cómo hacer copias de seguridad y borrar los datos de tu familia.',
    lead: 'Los datos de tu familia están en el servidor que tú gestionas, en un archivo que puedes copiar o borrar. La app nunca guarda claves ni mueve fondos.',
    serverHeading: 'En tu servidor',
    serverText:
      'Todo está en la carpeta que indica <code>DATA_DIR</code>: la base de datos <code>family.db</code> y la clave <code>secret.key</code>.',
    serverAccounts:
      'Cuentas: correo electrónico, nombre, rol, periodo de prueba y último inicio de sesión del titular, de su pareja y de cada hijo con acceso propio.',
    serverChildren:
      'Hijos: nombre, edad, paga, día de paga, límite de gasto, saldos y el libro de cuentas de cada cambio.',
    serverRequests: 'Solicitudes, aprobaciones y metas familiares.',
    serverSessions:
      'Sesiones y enlaces de inicio de sesión, solo como hashes; los caducados se eliminan a diario.',
    serverEvents:
      'Eventos de seguridad (inicios de sesión fallidos, solicitudes rechazadas) con la dirección IP de la que vinieron, guardados durante 90 días.',
    serverSecrets:
      'Secretos de conexión, como las cadenas de conexión de Lightning, cifrados con AES-256-GCM con <code>secret.key</code>. Nunca se envían a un navegador ni se registran.',
    browserHeading: 'En tu navegador',
    browserCookie:
      'Una cookie de sesión con un identificador aleatorio. Los scripts no pueden leerla y otros sitios no pueden usarla para cambiar nada.',
    browserMemory:
      'Lo que muestran las pantallas, guardado solo en memoria y borrado al abrir la página de inicio o cerrar sesión.',
    browserSettings:
      'La configuración de privacidad de abajo, cifrada con una clave que nunca sale de este dispositivo.',
    homeHeading: 'Lo que nunca sale de tu servidor doméstico',
    homeText:
      'Los datos de tu familia. La app no tiene analíticas, ni rastreo, ni scripts, fuentes o imágenes externos: el navegador lo carga todo desde tu propio servidor. El propio servidor solo se conecta a lo que configures: tu servidor de correo para enviar enlaces de inicio de sesión y los servicios de billetera que conectes. No se envía nada a los creadores de la app.',
    backupHeading: 'Copia de seguridad',
    backupText:
      'Ejecuta <code>npm run backup</code>, o <code>docker compose exec app node dist/backup.js</code> en Docker. Copia una instantánea coherente mientras la app funciona, con la clave al lado. Guarda ambas juntas: sin <code>secret.key</code> no se pueden leer los secretos de conexión cifrados. Para restaurar, detén la app, vuelve a copiar ambas en <code>DATA_DIR</code> e iníciala.',
    deleteHeading: 'Borrar',
    deleteChild:
      'Un hijo: elimínalo en el panel. Desaparece de todas las pantallas y pierde su acceso propio; su historial en el libro de cuentas se conserva para que las cuentas de la familia sigan cuadrando.',
    deleteEverything:
      'Todo: detén la app y borra su carpeta <code>DATA_DIR</code> (en Docker, <code>docker compose down -v</code> elimina el volumen), y borra tus copias de seguridad.',
    deleteBrowser:
      'Este navegador: usa «Borrar todos los datos» abajo. Al cerrar sesión también se borra la configuración guardada aquí.',
    readCodeReview: 'Lee la <a>revisión del código</a> para saber cómo está construida la app.',
  },
})
