import { defineTexts } from '../../lib/i18n'

export const billingTexts = defineTexts('billing', {
  en: {
    // The subscription page
    pageTitle: 'Subscription',
    pageDescription:
      "Your family's subscription: plans paid over Lightning and your referral code.",
    backToDashboard: 'Back to Dashboard',
    loadingSubscription: 'Loading your subscription...',
    subscriptionNotLoaded: 'The subscription could not be loaded.',
    selfHostedTitle: 'Self-hosted and free',
    selfHosted: 'This server is self-hosted and free: every feature is yours, with nothing to pay.',
    // Written "Title - description": the toast shows the parts apart.
    paymentReceived: 'Payment Received - Thank you! Your subscription has been extended.',
    invoiceExpired: 'Invoice expired',
    parentRenews: 'A parent can renew the subscription on this page.',
    plansNotLoaded: 'The plans could not be loaded.',
    // Current subscription
    currentSubscription: 'Current Subscription',
    status: 'Status',
    statusFree: 'Free',
    statusTrial: 'Free trial',
    statusActive: 'Active',
    statusExpired: 'Expired',
    endedOn: 'Ended on',
    trialEnds: 'Trial ends',
    paidUntil: 'Paid until',
    totalPaid: 'Total paid',
    renewBelow:
      'Everything stays readable and can be exported. Renew below to change balances, allowances, goals or requests again.',
    // Plans
    plans: 'Plans',
    referralCodeLabel: 'Referral code (optional)',
    referralCodeHint:
      'A code from another family: on your first payment you both get one month free.',
    invoiceFailed: 'Failed to create invoice',
    monthlyPlan: 'Monthly plan',
    monthly: 'Monthly',
    perMonth: '<strong>{{price}}</strong> per month',
    payMonthly: 'Pay Monthly',
    yearlyPlan: 'Yearly plan',
    yearly: 'Yearly',
    perYear: '<strong>{{price}}</strong> per year',
    saves: 'Saves {{sats}}',
    savesMonths_one: 'Saves {{sats}}: {{count}} month free',
    savesMonths_other: 'Saves {{sats}}: {{count}} months free',
    payYearly: 'Pay Yearly',
    // The invoice
    payWithLightning: 'Pay with Lightning',
    invoiceQr: 'Lightning invoice QR code',
    invoice: 'invoice',
    waitingForPayment: 'Waiting for payment...',
    scanOrPaste_one:
      'Scan the code or paste the invoice into your Lightning wallet. It expires in {{count}} minute.',
    scanOrPaste_other:
      'Scan the code or paste the invoice into your Lightning wallet. It expires in {{count}} minutes.',
    choosePlan: 'Choose another plan',
    // Referral
    referral: 'Referral',
    referralIntro_one:
      'Share your code with another family. When they use it on their first payment, you both get one month free.',
    referralIntro_other:
      'Share your code with another family. When they use it on their first payment, you both get {{count}} months free.',
    yourReferralCode: 'Your referral code: <code>{{code}}</code>',
    referralCode: 'referral code',
    getReferralCode: 'Get Referral Code',
    referralFailed: 'Failed to generate referral code',
    // The dashboard's banner
    freeTrial: 'Free trial',
    trialLeft_one:
      "{{count}} day left in your free trial (until {{date}}). Subscribe to keep managing your family's money after it ends.",
    trialLeft_other:
      "{{count}} days left in your free trial (until {{date}}). Subscribe to keep managing your family's money after it ends.",
    upgradeNow: 'Upgrade Now',
    subscriptionEnded: 'Subscription ended',
    renewToChange:
      'Everything stays readable and can be exported. To change balances, allowances, goals or requests again, renew your subscription.',
    renewNow: 'Renew Now',
    subscriptionLink: 'Subscription and referral code',
  },
  de: {
    pageTitle: 'Abo',
    pageDescription:
      'Das Abo deiner Familie: per Lightning bezahlte Tarife und dein Empfehlungscode.',
    backToDashboard: 'Zurück zur Übersicht',
    loadingSubscription: 'Dein Abo wird geladen...',
    subscriptionNotLoaded: 'Das Abo konnte nicht geladen werden.',
    selfHostedTitle: 'Selbst gehostet und kostenlos',
    selfHosted:
      'Dieser Server ist selbst gehostet und kostenlos: Alle Funktionen gehören dir, ohne dass du etwas bezahlst.',
    paymentReceived: 'Zahlung erhalten - Danke! Dein Abo wurde verlängert.',
    invoiceExpired: 'Rechnung abgelaufen',
    parentRenews: 'Ein Elternteil kann das Abo auf dieser Seite verlängern.',
    plansNotLoaded: 'Die Tarife konnten nicht geladen werden.',
    currentSubscription: 'Aktuelles Abo',
    status: 'Status',
    statusFree: 'Kostenlos',
    statusTrial: 'Kostenloser Test',
    statusActive: 'Aktiv',
    statusExpired: 'Abgelaufen',
    endedOn: 'Endete am',
    trialEnds: 'Test endet',
    paidUntil: 'Bezahlt bis',
    totalPaid: 'Insgesamt bezahlt',
    renewBelow:
      'Alles bleibt lesbar und kann exportiert werden. Verlängere unten, um Kontostände, Taschengeld, Ziele oder Anfragen wieder zu ändern.',
    plans: 'Tarife',
    referralCodeLabel: 'Empfehlungscode (optional)',
    referralCodeHint:
      'Ein Code von einer anderen Familie: Bei deiner ersten Zahlung bekommt ihr beide einen Monat gratis.',
    invoiceFailed: 'Die Rechnung konnte nicht erstellt werden',
    monthlyPlan: 'Monatstarif',
    monthly: 'Monatlich',
    perMonth: '<strong>{{price}}</strong> pro Monat',
    payMonthly: 'Monatlich bezahlen',
    yearlyPlan: 'Jahrestarif',
    yearly: 'Jährlich',
    perYear: '<strong>{{price}}</strong> pro Jahr',
    saves: 'Spart {{sats}}',
    savesMonths_one: 'Spart {{sats}}: {{count}} Monat gratis',
    savesMonths_other: 'Spart {{sats}}: {{count}} Monate gratis',
    payYearly: 'Jährlich bezahlen',
    payWithLightning: 'Mit Lightning bezahlen',
    invoiceQr: 'QR-Code der Lightning-Rechnung',
    invoice: 'Rechnung',
    waitingForPayment: 'Warte auf die Zahlung...',
    scanOrPaste_one:
      'Scanne den Code oder füge die Rechnung in deine Lightning-Wallet ein. Sie läuft in {{count}} Minute ab.',
    scanOrPaste_other:
      'Scanne den Code oder füge die Rechnung in deine Lightning-Wallet ein. Sie läuft in {{count}} Minuten ab.',
    choosePlan: 'Anderen Tarif wählen',
    referral: 'Empfehlung',
    referralIntro_one:
      'Teile deinen Code mit einer anderen Familie. Wenn sie ihn bei ihrer ersten Zahlung nutzt, bekommt ihr beide einen Monat gratis.',
    referralIntro_other:
      'Teile deinen Code mit einer anderen Familie. Wenn sie ihn bei ihrer ersten Zahlung nutzt, bekommt ihr beide {{count}} Monate gratis.',
    yourReferralCode: 'Dein Empfehlungscode: <code>{{code}}</code>',
    referralCode: 'Empfehlungscode',
    getReferralCode: 'Empfehlungscode holen',
    referralFailed: 'Der Empfehlungscode konnte nicht erstellt werden',
    freeTrial: 'Kostenloser Test',
    trialLeft_one:
      'Noch {{count}} Tag in deinem kostenlosen Test (bis {{date}}). Schließ ein Abo ab, um das Geld deiner Familie auch danach zu verwalten.',
    trialLeft_other:
      'Noch {{count}} Tage in deinem kostenlosen Test (bis {{date}}). Schließ ein Abo ab, um das Geld deiner Familie auch danach zu verwalten.',
    upgradeNow: 'Jetzt upgraden',
    subscriptionEnded: 'Abo beendet',
    renewToChange:
      'Alles bleibt lesbar und kann exportiert werden. Um Kontostände, Taschengeld, Ziele oder Anfragen wieder zu ändern, verlängere dein Abo.',
    renewNow: 'Jetzt verlängern',
    subscriptionLink: 'Abo und Empfehlungscode',
  },
  es: {
    pageTitle: 'Suscripción',
    pageDescription:
      'La suscripción de tu familia: planes pagados con Lightning y tu código de recomendación.',
    backToDashboard: 'Volver al panel',
    loadingSubscription: 'Cargando tu suscripción...',
    subscriptionNotLoaded: 'No se pudo cargar la suscripción.',
    selfHostedTitle: 'Autoalojado y gratuito',
    selfHosted:
      'Este servidor es autoalojado y gratuito: todas las funciones son tuyas, sin nada que pagar.',
    paymentReceived: 'Pago recibido - ¡Gracias! Tu suscripción se ha ampliado.',
    invoiceExpired: 'La factura caducó',
    parentRenews: 'Un padre o una madre puede renovar la suscripción en esta página.',
    plansNotLoaded: 'No se pudieron cargar los planes.',
    currentSubscription: 'Suscripción actual',
    status: 'Estado',
    statusFree: 'Gratuita',
    statusTrial: 'Prueba gratuita',
    statusActive: 'Activa',
    statusExpired: 'Caducada',
    endedOn: 'Terminó el',
    trialEnds: 'La prueba termina',
    paidUntil: 'Pagada hasta',
    totalPaid: 'Total pagado',
    renewBelow:
      'Todo sigue visible y se puede exportar. Renueva abajo para volver a cambiar saldos, asignaciones, metas o solicitudes.',
    plans: 'Planes',
    referralCodeLabel: 'Código de recomendación (opcional)',
    referralCodeHint:
      'Un código de otra familia: con tu primer pago, ambas familias reciben un mes gratis.',
    invoiceFailed: 'No se pudo crear la factura',
    monthlyPlan: 'Plan mensual',
    monthly: 'Mensual',
    perMonth: '<strong>{{price}}</strong> al mes',
    payMonthly: 'Pagar mensual',
    yearlyPlan: 'Plan anual',
    yearly: 'Anual',
    perYear: '<strong>{{price}}</strong> al año',
    saves: 'Ahorras {{sats}}',
    savesMonths_one: 'Ahorras {{sats}}: {{count}} mes gratis',
    savesMonths_many: 'Ahorras {{sats}}: {{count}} de meses gratis',
    savesMonths_other: 'Ahorras {{sats}}: {{count}} meses gratis',
    payYearly: 'Pagar anual',
    payWithLightning: 'Pagar con Lightning',
    invoiceQr: 'Código QR de la factura Lightning',
    invoice: 'factura',
    waitingForPayment: 'Esperando el pago...',
    scanOrPaste_one:
      'Escanea el código o pega la factura en tu billetera Lightning. Caduca en {{count}} minuto.',
    scanOrPaste_many:
      'Escanea el código o pega la factura en tu billetera Lightning. Caduca en {{count}} de minutos.',
    scanOrPaste_other:
      'Escanea el código o pega la factura en tu billetera Lightning. Caduca en {{count}} minutos.',
    choosePlan: 'Elegir otro plan',
    referral: 'Recomendación',
    referralIntro_one:
      'Comparte tu código con otra familia. Cuando lo use en su primer pago, ambas familias recibirán un mes gratis.',
    referralIntro_many:
      'Comparte tu código con otra familia. Cuando lo use en su primer pago, ambas familias recibirán {{count}} de meses gratis.',
    referralIntro_other:
      'Comparte tu código con otra familia. Cuando lo use en su primer pago, ambas familias recibirán {{count}} meses gratis.',
    yourReferralCode: 'Tu código de recomendación: <code>{{code}}</code>',
    referralCode: 'código de recomendación',
    getReferralCode: 'Obtener código de recomendación',
    referralFailed: 'No se pudo generar el código de recomendación',
    freeTrial: 'Prueba gratuita',
    trialLeft_one:
      'Te queda {{count}} día de prueba gratuita (hasta el {{date}}). Suscríbete para seguir gestionando el dinero de tu familia cuando termine.',
    trialLeft_many:
      'Te quedan {{count}} de días de prueba gratuita (hasta el {{date}}). Suscríbete para seguir gestionando el dinero de tu familia cuando termine.',
    trialLeft_other:
      'Te quedan {{count}} días de prueba gratuita (hasta el {{date}}). Suscríbete para seguir gestionando el dinero de tu familia cuando termine.',
    upgradeNow: 'Suscribirme ahora',
    subscriptionEnded: 'Suscripción terminada',
    renewToChange:
      'Todo sigue visible y se puede exportar. Para volver a cambiar saldos, asignaciones, metas o solicitudes, renueva tu suscripción.',
    renewNow: 'Renovar ahora',
    subscriptionLink: 'Suscripción y código de recomendación',
  },
})
