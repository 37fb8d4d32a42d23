import { defineTexts } from '../../../lib/i18n'

/** The How It Works page: a family's journey through the app, step by step. */
export const howItWorksTexts = defineTexts('howItWorks', {
  en: {
    description:
      'How a family uses Family Bitcoin Allowance: accounts, weekly allowances, savings and spending, goals, parent approvals, and wallets that stay view-only.',
    lead: "A family's journey, step by step. The app keeps the family's accounting; your own wallets keep the bitcoin.",
    accountTitle: 'A family account',
    account1:
      'A parent signs in with a link sent by e-mail: there is no password to remember or leak. That parent holds the family account, which starts with a 90-day free trial with no payment needed to start.',
    account2:
      'The parent can invite a spouse, who gets the same rights over the children and goals, and give each child their own sign-in to see their own balances.',
    allowancesTitle: 'Allowances',
    allowances1:
      "Each child has a weekly allowance and an allowance day. On that day the allowance is credited in the family's books, when you press the button or automatically at an hour you choose. A day is never credited twice, even if you press twice.",
    allowances2:
      'This is bookkeeping: when you want to pay out for real, you send the sats from your own wallet.',
    balancesTitle: 'Savings and spending',
    balances1:
      'Every child has two balances: savings, meant for on-chain bitcoin, and spending, meant for Lightning sats. Allowances, bonuses and chore payments go to spending; above the spending limit you set, the rest moves to savings.',
    balances2:
      'Children record what they spend and can move spending money to savings. Parents can enter a balance by hand or import the history exported from a Lightning wallet (Phoenix, Breez, Alby Hub, LNbits, Blink).',
    goalsTitle: 'Family goals',
    goals1:
      'A goal is something the family saves for together: a bike, a trip, a first computer. Parents put a percentage of savings or of future allowances towards it and record contributions such as a gift or chore money; children ask to give a share of theirs, and a parent approves.',
    goals2: 'If a goal is deleted, what each child put in goes back to that child.',
    approvalsTitle: 'Approvals',
    approvals1:
      "Children ask; parents decide. A child's request to withdraw savings, to move savings to spending or to give a share to a goal waits until a parent or the spouse approves it, or declines it with a reason the child sees.",
    approvals2:
      'Every change of a balance is written to the family ledger, so you can always see where each sat came from.',
    walletsTitle: 'Your wallets, view-only',
    wallets1:
      'The app never holds keys and never moves funds. The real bitcoin stays in your own wallets. The app is built to watch them without being able to spend: an address or an extended public key for savings, your own Lightning connection for spending.',
    wallets2: 'Everything runs on your own home server or node, and the family data stays there.',
    tryIt: 'Try it',
  },
  de: {
    description:
      'Wie eine Familie Family Bitcoin Allowance nutzt: Konten, wöchentliches Taschengeld, Sparen und Ausgeben, Ziele, Freigaben durch die Eltern und Wallets, die nur angesehen werden.',
    lead: 'Der Weg einer Familie, Schritt für Schritt. Die App führt die Buchhaltung der Familie; deine eigenen Wallets halten die Bitcoin.',
    accountTitle: 'Ein Familienkonto',
    account1:
      'Ein Elternteil meldet sich mit einem Link an, der per E-Mail kommt: Es gibt kein Passwort, das man sich merken muss oder das verloren gehen kann. Dieser Elternteil hält das Familienkonto, das mit 90 kostenlosen Testtagen beginnt, ohne Zahlung zum Start.',
    account2:
      'Der Elternteil kann einen Partner einladen, der dieselben Rechte über Kinder und Ziele bekommt, und jedem Kind eine eigene Anmeldung geben, mit der es sein eigenes Guthaben sieht.',
    allowancesTitle: 'Taschengeld',
    allowances1:
      'Jedes Kind hat ein wöchentliches Taschengeld und einen Taschengeldtag. An diesem Tag wird das Taschengeld in den Büchern der Familie gutgeschrieben, wenn du den Knopf drückst oder automatisch zu einer Uhrzeit, die du wählst. Ein Tag wird nie doppelt gutgeschrieben, auch wenn du zweimal drückst.',
    allowances2:
      'Das ist Buchhaltung: Wenn du wirklich auszahlen willst, schickst du die sats aus deiner eigenen Wallet.',
    balancesTitle: 'Sparen und Ausgeben',
    balances1:
      'Jedes Kind hat zwei Guthaben: Erspartes, gedacht für On-Chain-Bitcoin, und Ausgabegeld, gedacht für Lightning-sats. Taschengeld, Boni und Geld für Aufgaben gehen ins Ausgabegeld; was über dem Ausgabelimit liegt, das du festlegst, wandert ins Ersparte.',
    balances2:
      'Kinder tragen ein, was sie ausgeben, und können Ausgabegeld ins Ersparte verschieben. Eltern können ein Guthaben von Hand eintragen oder den Verlauf importieren, den eine Lightning-Wallet exportiert (Phoenix, Breez, Alby Hub, LNbits, Blink).',
    goalsTitle: 'Familienziele',
    goals1:
      'Ein Ziel ist etwas, worauf die Familie gemeinsam spart: ein Fahrrad, eine Reise, ein erster Computer. Eltern legen einen Prozentsatz des Ersparten oder künftigen Taschengelds dafür fest und tragen Beiträge wie ein Geschenk oder Geld für Aufgaben ein; Kinder fragen, ob sie einen Teil ihres Geldes beisteuern dürfen, und ein Elternteil gibt es frei.',
    goals2: 'Wird ein Ziel gelöscht, bekommt jedes Kind zurück, was es eingezahlt hat.',
    approvalsTitle: 'Freigaben',
    approvals1:
      'Kinder fragen, Eltern entscheiden. Will ein Kind Erspartes abheben, Erspartes ins Ausgabegeld verschieben oder einen Teil zu einem Ziel beisteuern, wartet die Anfrage, bis ein Elternteil oder der Partner sie freigibt oder mit einer Begründung ablehnt, die das Kind sieht.',
    approvals2:
      'Jede Änderung eines Guthabens wird ins Kontobuch der Familie geschrieben, so siehst du immer, woher jeder sat kam.',
    walletsTitle: 'Deine Wallets, nur zum Ansehen',
    wallets1:
      'Die App hält nie Schlüssel und bewegt nie Geld. Die echten Bitcoin bleiben in deinen eigenen Wallets. Die App ist so gebaut, dass sie sie beobachtet, ohne ausgeben zu können: eine Adresse oder ein erweiterter öffentlicher Schlüssel fürs Ersparte, deine eigene Lightning-Verbindung fürs Ausgabegeld.',
    wallets2:
      'Alles läuft auf deinem eigenen Heimserver oder Node, und die Daten der Familie bleiben dort.',
    tryIt: 'Probier es aus',
  },
  es: {
    description:
      'Cómo usa una familia Family Bitcoin Allowance: cuentas, pagas semanales, ahorrar y gastar, metas, aprobaciones de los padres y billeteras que siguen siendo de solo lectura.',
    lead: 'El recorrido de una familia, paso a paso. La app lleva la contabilidad de la familia; tus propias billeteras guardan el bitcoin.',
    accountTitle: 'Una cuenta familiar',
    account1:
      'Uno de los padres inicia sesión con un enlace enviado por correo electrónico: no hay contraseña que recordar ni que se pueda filtrar. Esa persona es titular de la cuenta familiar, que empieza con una prueba gratis de 90 días sin necesidad de pagar para empezar.',
    account2:
      'Puede invitar a su pareja, que tendrá los mismos derechos sobre los hijos y las metas, y dar a cada hijo su propio acceso para ver sus saldos.',
    allowancesTitle: 'Pagas',
    allowances1:
      'Cada hijo tiene una paga semanal y un día de paga. Ese día la paga se abona en las cuentas de la familia, cuando pulsas el botón o automáticamente a la hora que elijas. Un día nunca se abona dos veces, aunque pulses dos veces.',
    allowances2:
      'Esto es contabilidad: cuando quieras pagar de verdad, envías los sats desde tu propia billetera.',
    balancesTitle: 'Ahorrar y gastar',
    balances1:
      'Cada hijo tiene dos saldos: ahorros, pensados para bitcoin on-chain, y dinero para gastar, pensado para sats de Lightning. Las pagas, bonificaciones y pagos por tareas van al dinero para gastar; lo que supere el límite de gasto que fijes pasa a los ahorros.',
    balances2:
      'Los hijos anotan lo que gastan y pueden pasar dinero para gastar a sus ahorros. Los padres pueden introducir un saldo a mano o importar el historial exportado de una billetera Lightning (Phoenix, Breez, Alby Hub, LNbits, Blink).',
    goalsTitle: 'Metas familiares',
    goals1:
      'Una meta es algo para lo que la familia ahorra junta: una bicicleta, un viaje, un primer ordenador. Los padres destinan a ella un porcentaje de los ahorros o de las pagas futuras y anotan aportaciones como un regalo o dinero de tareas; los hijos piden aportar una parte de lo suyo, y uno de los padres lo aprueba.',
    goals2: 'Si se elimina una meta, lo que aportó cada hijo vuelve a ese hijo.',
    approvalsTitle: 'Aprobaciones',
    approvals1:
      'Los hijos piden; los padres deciden. La solicitud de un hijo para retirar ahorros, pasar ahorros a dinero para gastar o aportar una parte a una meta espera hasta que uno de los padres o su pareja la apruebe, o la rechace con un motivo que el hijo ve.',
    approvals2:
      'Cada cambio de un saldo se escribe en el libro de cuentas de la familia, así siempre puedes ver de dónde vino cada sat.',
    walletsTitle: 'Tus billeteras, de solo lectura',
    wallets1:
      'La app nunca guarda claves ni mueve fondos. El bitcoin real se queda en tus propias billeteras. La app está hecha para observarlas sin poder gastar: una dirección o una clave pública extendida para los ahorros, tu propia conexión Lightning para el dinero para gastar.',
    wallets2:
      'Todo funciona en tu propio servidor doméstico o nodo, y los datos de la familia se quedan allí.',
    tryIt: 'Pruébalo',
  },
})
