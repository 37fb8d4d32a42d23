import { defineTexts } from '../lib/i18n'

/**
 * The app's shell: the landing page, the buttons the public pages share, the 404 and
 * offline screens, the sign-in flow's page titles and the welcome page after the first
 * sign-in. The landing page is in the first download, so the long public pages keep
 * their texts beside them (routes/<page>/texts.ts).
 */
export const appTexts = defineTexts('app', {
  en: {
    tryDemo: 'Try Demo',
    setupWizard: 'Setup Wizard',
    howItWorks: 'How It Works',
    privacySecurity: 'Privacy & Security',
    codeReview: 'Code Review',
    lightningSetupGuide: 'Lightning Setup Guide',
    goToDashboard: 'Go to Dashboard',
    getStarted: 'Get Started',
    signIn: 'Sign in',
    heroTitle: 'Bitcoin allowances your whole family can follow',
    heroLead:
      'Set weekly allowances, savings goals and spending limits for each child. Savings are tracked on-chain, pocket money over Lightning, and you approve every withdrawal.',
    trial: '<strong>Start with a 90-day free trial.</strong> No payment needed to start.',
    keysHeading: 'Your keys stay yours',
    viewOnlyTitle: 'View-only by design',
    viewOnlyText:
      'Connect a watch-only address or extended public key. The app never holds your keys and never moves funds: your own wallets keep the real bitcoin.',
    balancesTitle: 'Savings and spending',
    balancesText:
      'Each child has a savings balance in on-chain Bitcoin and a spending balance in Lightning sats. Allowances are family bookkeeping; you send real sats from your own wallet when you choose.',
    approveTitle: 'Parents approve',
    approveText:
      'Children ask to withdraw savings or put them towards a goal. You, or the spouse you invite, approve or decline, and every change is kept in the family ledger.',
    homeHeading: 'Set it up at home',
    homeText:
      'Run it on your own home server or node, connect the wallets you already use, and add your children in a few minutes.',
    insideHeading: 'See how it works inside',
    insideText:
      "Read what the app stores, what it never stores, and how it is built before you trust it with your family's finances.",
    landingFooter: '{{product}} keeps family accounting only. It never holds keys or funds.',
    notFoundTitle: 'Page Not Found',
    notFoundHeading: '404 Page Not Found',
    notFoundText:
      'There is no page at this address. It may have moved, or the link may be mistyped.',
    backHome: 'Back to the home page',
    signedOutTitle: 'Signed Out',
    sessionEndedHeading: 'Your session has ended',
    sessionEndedText: 'You are signed out, so this page cannot be shown. Sign in again to open it.',
    offlineTitle: 'You are offline',
    offlineDescription: "The app cannot reach your family's server.",
    offlineText:
      "The app cannot reach your family's server. Your family's data is never stored on this device, so it needs the connection to show it.",
    offlineRetryText: 'This page opens again by itself once the server can be reached.',
    tryAgain: 'Try Again',
    signInTitle: 'Sign In',
    signingInTitle: 'Signing In',
    signingOutTitle: 'Signing Out',
    familyGoalsTitle: 'Family Goals',
    setupTitle: 'Set Up Your Family',
    setupWelcome: 'Welcome to {{product}}!',
    setupReadyTrial: 'Your family account is ready and your 90-day free trial has started.',
    setupReady: 'Your family account is ready.',
    setupByOther:
      "{{who}} connects the family's wallets and sets up your allowance: your dashboard shows your money.",
    setupIntro:
      "Connect the family's wallets now or later: the app never holds your keys or moves funds. Next you can add your children, set their weekly allowances and invite your spouse from the dashboard.",
    setupSignIn: '<a>Sign in</a> to connect your wallets.',
    setupNewHere: 'New here? <a>Read how it works</a>.',
    skipSetup: 'Skip Setup',
    continueToDashboard: 'Continue to Dashboard',
    connected: 'connected',
    walletConnections: 'Wallet connections',
    bitcoinWalletTab: 'Bitcoin Wallet',
    lightningNodeTab: 'Lightning Node',
    lightningTabText:
      "Paste the Nostr Wallet Connect string of the family's Lightning wallet: the app then makes invoices for the children and pays from their spending money through it.",
    lightningTask: "connects the family's Lightning wallet",
    logoTitle: 'Logo',
    logoDescription:
      'The three variants of the Family Bitcoin Allowance logo, on light and dark backgrounds.',
    logoLead: 'Three variants of the logo, each on a light and a dark background. All are SVG.',
    logoCoin: 'Coin',
    logoCoinUse: 'App icons, favicons and small spaces.',
    logoWordmark: 'Wordmark',
    logoWordmarkUse: 'Page headers: the coin with the name.',
    logoOneColour: 'One colour',
    logoOneColourUse: 'Print and one-colour backgrounds.',
    logoCoinLabel: '{{product}} coin',
    logoOneColourLabel: '{{product}} one-colour coin',
    onLight: 'On light',
    onDark: 'On dark',
  },
  de: {
    tryDemo: 'Demo ausprobieren',
    setupWizard: 'Einrichtungsassistent',
    howItWorks: 'So funktioniert’s',
    privacySecurity: 'Datenschutz & Sicherheit',
    codeReview: 'Code-Review',
    lightningSetupGuide: 'Lightning-Einrichtung',
    goToDashboard: 'Zum Dashboard',
    getStarted: 'Loslegen',
    signIn: 'Anmelden',
    heroTitle: 'Bitcoin-Taschengeld, das die ganze Familie versteht',
    heroLead:
      'Lege für jedes Kind wöchentliches Taschengeld, Sparziele und Ausgabelimits fest. Erspartes wird on-chain verfolgt, Taschengeld über Lightning, und jede Auszahlung gibst du frei.',
    trial: '<strong>Starte mit 90 Tagen kostenlos.</strong> Zum Start ist keine Zahlung nötig.',
    keysHeading: 'Deine Schlüssel bleiben deine',
    viewOnlyTitle: 'Bewusst nur zum Ansehen',
    viewOnlyText:
      'Verbinde eine Watch-only-Adresse oder einen erweiterten öffentlichen Schlüssel. Die App hält nie deine Schlüssel und bewegt nie Geld: Die echten Bitcoin bleiben in deinen eigenen Wallets.',
    balancesTitle: 'Sparen und Ausgeben',
    balancesText:
      'Jedes Kind hat ein Sparguthaben in On-Chain-Bitcoin und ein Ausgabeguthaben in Lightning-sats. Das Taschengeld ist Buchhaltung der Familie; echte sats schickst du aus deiner eigenen Wallet, wann du willst.',
    approveTitle: 'Eltern geben frei',
    approveText:
      'Kinder fragen, ob sie Erspartes abheben oder für ein Ziel verwenden dürfen. Du oder dein eingeladener Partner stimmt zu oder lehnt ab, und jede Änderung steht im Kontobuch der Familie.',
    homeHeading: 'Richte es zu Hause ein',
    homeText:
      'Betreibe es auf deinem eigenen Heimserver oder Node, verbinde die Wallets, die du schon nutzt, und füge deine Kinder in wenigen Minuten hinzu.',
    insideHeading: 'Sieh dir an, wie es innen funktioniert',
    insideText:
      'Lies, was die App speichert, was sie nie speichert und wie sie gebaut ist, bevor du ihr die Finanzen deiner Familie anvertraust.',
    landingFooter:
      '{{product}} führt nur die Buchhaltung der Familie. Es hält nie Schlüssel oder Geld.',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundHeading: '404 Seite nicht gefunden',
    notFoundText:
      'Unter dieser Adresse gibt es keine Seite. Vielleicht wurde sie verschoben oder der Link ist falsch geschrieben.',
    backHome: 'Zurück zur Startseite',
    signedOutTitle: 'Abgemeldet',
    sessionEndedHeading: 'Deine Sitzung ist abgelaufen',
    sessionEndedText:
      'Du bist abgemeldet, deshalb kann diese Seite nicht angezeigt werden. Melde dich wieder an, um sie zu öffnen.',
    offlineTitle: 'Du bist offline',
    offlineDescription: 'Die App erreicht den Server deiner Familie nicht.',
    offlineText:
      'Die App erreicht den Server deiner Familie nicht. Die Daten deiner Familie werden nie auf diesem Gerät gespeichert, deshalb braucht sie die Verbindung, um sie anzuzeigen.',
    offlineRetryText:
      'Diese Seite öffnet sich von selbst wieder, sobald der Server erreichbar ist.',
    tryAgain: 'Erneut versuchen',
    signInTitle: 'Anmelden',
    signingInTitle: 'Anmeldung läuft',
    signingOutTitle: 'Abmeldung läuft',
    familyGoalsTitle: 'Familienziele',
    setupTitle: 'Richte deine Familie ein',
    setupWelcome: 'Willkommen bei {{product}}!',
    setupReadyTrial:
      'Dein Familienkonto ist bereit und deine 90 kostenlosen Testtage haben begonnen.',
    setupReady: 'Dein Familienkonto ist bereit.',
    setupByOther:
      '{{who}} verbindet die Wallets der Familie und richtet dein Taschengeld ein: Dein Dashboard zeigt dein Geld.',
    setupIntro:
      'Verbinde die Wallets der Familie jetzt oder später: Die App hält nie deine Schlüssel und bewegt kein Geld. Danach kannst du im Dashboard deine Kinder hinzufügen, ihr wöchentliches Taschengeld festlegen und deinen Partner einladen.',
    setupSignIn: '<a>Melde dich an</a>, um deine Wallets zu verbinden.',
    setupNewHere: 'Neu hier? <a>Lies, wie es funktioniert</a>.',
    skipSetup: 'Einrichtung überspringen',
    continueToDashboard: 'Weiter zum Dashboard',
    connected: 'verbunden',
    walletConnections: 'Wallet-Verbindungen',
    bitcoinWalletTab: 'Bitcoin-Wallet',
    lightningNodeTab: 'Lightning-Node',
    lightningTabText:
      'Füge den Nostr-Wallet-Connect-String der Lightning-Wallet der Familie ein: Die App erstellt darüber Rechnungen für die Kinder und zahlt aus ihrem Ausgabegeld.',
    lightningTask: 'verbindet die Lightning-Wallet der Familie',
    logoTitle: 'Logo',
    logoDescription:
      'Die drei Varianten des Logos von Family Bitcoin Allowance, auf hellem und dunklem Hintergrund.',
    logoLead:
      'Drei Varianten des Logos, jeweils auf hellem und dunklem Hintergrund. Alle sind SVG.',
    logoCoin: 'Münze',
    logoCoinUse: 'App-Symbole, Favicons und kleine Flächen.',
    logoWordmark: 'Wortmarke',
    logoWordmarkUse: 'Seitenköpfe: die Münze mit dem Namen.',
    logoOneColour: 'Einfarbig',
    logoOneColourUse: 'Druck und einfarbige Hintergründe.',
    logoCoinLabel: 'Münze von {{product}}',
    logoOneColourLabel: 'Einfarbige Münze von {{product}}',
    onLight: 'Auf hell',
    onDark: 'Auf dunkel',
  },
  es: {
    tryDemo: 'Probar la demo',
    setupWizard: 'Asistente de instalación',
    howItWorks: 'Cómo funciona',
    privacySecurity: 'Privacidad y seguridad',
    codeReview: 'Revisión del código',
    lightningSetupGuide: 'Guía de configuración de Lightning',
    goToDashboard: 'Ir al panel',
    getStarted: 'Empezar',
    signIn: 'Iniciar sesión',
    heroTitle: 'Pagas en bitcoin que toda tu familia puede seguir',
    heroLead:
      'Define pagas semanales, metas de ahorro y límites de gasto para cada hijo. Los ahorros se siguen on-chain, el dinero de bolsillo por Lightning, y tú apruebas cada retiro.',
    trial:
      '<strong>Empieza con 90 días de prueba gratis.</strong> No hace falta pagar para empezar.',
    keysHeading: 'Tus claves siguen siendo tuyas',
    viewOnlyTitle: 'Solo lectura por diseño',
    viewOnlyText:
      'Conecta una dirección de solo lectura o una clave pública extendida. La app nunca guarda tus claves ni mueve fondos: el bitcoin real está en tus propias billeteras.',
    balancesTitle: 'Ahorrar y gastar',
    balancesText:
      'Cada hijo tiene un saldo de ahorro en Bitcoin on-chain y un saldo para gastar en sats de Lightning. Las pagas son la contabilidad de la familia; tú envías sats reales desde tu propia billetera cuando quieras.',
    approveTitle: 'Los padres aprueban',
    approveText:
      'Los hijos piden retirar ahorros o destinarlos a una meta. Tú, o la pareja a la que invites, aprueban o rechazan, y cada cambio queda en el libro de cuentas de la familia.',
    homeHeading: 'Instálala en casa',
    homeText:
      'Ejecútala en tu propio servidor doméstico o nodo, conecta las billeteras que ya usas y añade a tus hijos en unos minutos.',
    insideHeading: 'Mira cómo funciona por dentro',
    insideText:
      'Lee qué guarda la app, qué no guarda nunca y cómo está construida antes de confiarle las finanzas de tu familia.',
    landingFooter:
      '{{product}} solo lleva la contabilidad de la familia. Nunca guarda claves ni fondos.',
    notFoundTitle: 'Página no encontrada',
    notFoundHeading: '404 Página no encontrada',
    notFoundText:
      'No hay ninguna página en esta dirección. Puede que se haya movido o que el enlace esté mal escrito.',
    backHome: 'Volver a la página de inicio',
    signedOutTitle: 'Sesión cerrada',
    sessionEndedHeading: 'Tu sesión ha terminado',
    sessionEndedText:
      'Has cerrado sesión, así que no se puede mostrar esta página. Vuelve a iniciar sesión para abrirla.',
    offlineTitle: 'Estás sin conexión',
    offlineDescription: 'La app no puede conectar con el servidor de tu familia.',
    offlineText:
      'La app no puede conectar con el servidor de tu familia. Los datos de tu familia nunca se guardan en este dispositivo, así que necesita la conexión para mostrarlos.',
    offlineRetryText:
      'Esta página se vuelve a abrir sola en cuanto se pueda conectar con el servidor.',
    tryAgain: 'Reintentar',
    signInTitle: 'Iniciar sesión',
    signingInTitle: 'Iniciando sesión',
    signingOutTitle: 'Cerrando sesión',
    familyGoalsTitle: 'Metas familiares',
    setupTitle: 'Configura tu familia',
    setupWelcome: '¡Te damos la bienvenida a {{product}}!',
    setupReadyTrial: 'Tu cuenta familiar está lista y tu prueba gratis de 90 días ha comenzado.',
    setupReady: 'Tu cuenta familiar está lista.',
    setupByOther:
      '{{who}} conecta las billeteras de la familia y configura tu paga: tu panel muestra tu dinero.',
    setupIntro:
      'Conecta las billeteras de la familia ahora o más tarde: la app nunca guarda tus claves ni mueve fondos. Después puedes añadir a tus hijos, fijar sus pagas semanales e invitar a tu pareja desde el panel.',
    setupSignIn: '<a>Inicia sesión</a> para conectar tus billeteras.',
    setupNewHere: '¿Eres nuevo? <a>Lee cómo funciona</a>.',
    skipSetup: 'Omitir configuración',
    continueToDashboard: 'Continuar al panel',
    connected: 'conectado',
    walletConnections: 'Conexiones de billetera',
    bitcoinWalletTab: 'Billetera Bitcoin',
    lightningNodeTab: 'Nodo Lightning',
    lightningTabText:
      'Pega la cadena de Nostr Wallet Connect de la billetera Lightning de la familia: con ella la app crea facturas para los hijos y paga con su dinero para gastar.',
    lightningTask: 'conecta la billetera Lightning de la familia',
    logoTitle: 'Logotipo',
    logoDescription:
      'Las tres variantes del logotipo de Family Bitcoin Allowance, sobre fondo claro y oscuro.',
    logoLead: 'Tres variantes del logotipo, cada una sobre fondo claro y oscuro. Todas son SVG.',
    logoCoin: 'Moneda',
    logoCoinUse: 'Iconos de la app, favicons y espacios pequeños.',
    logoWordmark: 'Logotipo con nombre',
    logoWordmarkUse: 'Cabeceras de página: la moneda con el nombre.',
    logoOneColour: 'Un color',
    logoOneColourUse: 'Impresión y fondos de un solo color.',
    logoCoinLabel: 'Moneda de {{product}}',
    logoOneColourLabel: 'Moneda de un color de {{product}}',
    onLight: 'Sobre claro',
    onDark: 'Sobre oscuro',
  },
})
