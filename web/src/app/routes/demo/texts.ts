import { defineTexts } from '../../../lib/i18n'

/** The demo's own texts; what it shares with the real dashboard comes from dashboard/texts.ts. */
export const demoTexts = defineTexts('demo', {
  en: {
    title: 'Demo',
    description:
      'Try the family Bitcoin allowance dashboard with a sample family: parent and child views, savings, spending, goals and approvals, with no sign-in.',
    badge: 'DEMO',
    intro:
      'A sample family to look around in. Buttons only explain themselves here: nothing is saved and nothing is sent.',
    childSignIn: 'Child Sign-in',
    askToUseSavings: 'Ask to Use Savings',
    moveToSavings: 'Move to Savings',
    contribute: 'Contribute',
    addChild: 'Add Child',
    processAllowances: 'Process Allowances',
    bitcoinBalance: 'Bitcoin Balance',
    configure: 'Configure',
    lightningBalance: 'Lightning Balance',
    connect: 'Connect',
    analytics: 'Analytics',
    editAllowance: 'Edit Allowance',
    quickActions: 'Quick Actions',
    processWeekly: 'Process Weekly Allowances',
    viewAnalytics: 'View Analytics',
    familySettings: 'Family Settings',
    goalsTitle: 'Family Goals Demo',
    goalsDescription:
      'See how a family saves together for shared goals: progress toward each target and percentage allocations of savings and allowances, with sample data.',
    backToDemo: 'Back to Demo',
    familyGoals: 'Family Goals',
    createGoal: 'Create Goal',
    goalsIntro:
      'Shared savings targets for the whole family. In the demo you can open each goal; creating goals and allocating savings need an account.',
    viewDetails: 'View Details',
    allocate: 'Allocate',
    allocationsHeading: 'How percentage allocations work',
    allocations1:
      "Instead of moving a fixed amount, a parent sets a percentage: say 10% of each child's new allowances and contributions, or a share of the savings already there. Every time money comes in, that percentage goes to the goal automatically, so the goal grows with the allowance.",
    allocations2:
      'Children can ask to give a percentage of their own money to a goal too. A parent approves or declines the request, and a declined request comes back with the reason.',
    callHeading: 'Like what you see?',
    callText: 'Start with a 90-day free trial. No payment needed to start.',
    startTrial: 'Start Your Free Trial',
  },
  de: {
    title: 'Demo',
    description:
      'Probiere das Dashboard für Bitcoin-Taschengeld mit einer Beispielfamilie aus: Eltern- und Kinderansicht, Sparen, Ausgeben, Ziele und Freigaben, ohne Anmeldung.',
    badge: 'DEMO',
    intro:
      'Eine Beispielfamilie zum Umsehen. Die Knöpfe erklären hier nur sich selbst: Nichts wird gespeichert und nichts verschickt.',
    childSignIn: 'Anmeldung fürs Kind',
    askToUseSavings: 'Erspartes anfragen',
    moveToSavings: 'Ins Ersparte legen',
    contribute: 'Beisteuern',
    addChild: 'Kind hinzufügen',
    processAllowances: 'Taschengeld buchen',
    bitcoinBalance: 'Bitcoin-Guthaben',
    configure: 'Einrichten',
    lightningBalance: 'Lightning-Guthaben',
    connect: 'Verbinden',
    analytics: 'Auswertung',
    editAllowance: 'Taschengeld ändern',
    quickActions: 'Schnellaktionen',
    processWeekly: 'Wöchentliches Taschengeld buchen',
    viewAnalytics: 'Auswertung ansehen',
    familySettings: 'Familieneinstellungen',
    goalsTitle: 'Demo der Familienziele',
    goalsDescription:
      'Sieh, wie eine Familie gemeinsam auf Ziele spart: der Fortschritt zu jedem Ziel und prozentuale Anteile von Erspartem und Taschengeld, mit Beispieldaten.',
    backToDemo: 'Zurück zur Demo',
    familyGoals: 'Familienziele',
    createGoal: 'Ziel erstellen',
    goalsIntro:
      'Gemeinsame Sparziele für die ganze Familie. In der Demo kannst du jedes Ziel öffnen; um Ziele zu erstellen und Erspartes zuzuteilen, brauchst du ein Konto.',
    viewDetails: 'Details ansehen',
    allocate: 'Zuteilen',
    allocationsHeading: 'So funktionieren prozentuale Anteile',
    allocations1:
      'Statt einen festen Betrag zu verschieben, legt ein Elternteil einen Prozentsatz fest: etwa 10 % jedes neuen Taschengelds und Beitrags eines Kindes oder einen Teil des schon vorhandenen Ersparten. Jedes Mal, wenn Geld hereinkommt, geht dieser Anteil automatisch an das Ziel, so wächst das Ziel mit dem Taschengeld.',
    allocations2:
      'Auch Kinder können fragen, ob sie einen Prozentsatz ihres eigenen Geldes für ein Ziel geben dürfen. Ein Elternteil gibt die Anfrage frei oder lehnt sie ab, und eine abgelehnte Anfrage kommt mit der Begründung zurück.',
    callHeading: 'Gefällt dir, was du siehst?',
    callText: 'Starte mit 90 Tagen kostenlos. Zum Start ist keine Zahlung nötig.',
    startTrial: 'Kostenlos testen',
  },
  es: {
    title: 'Demo',
    description:
      'Prueba el panel de pagas en Bitcoin con una familia de ejemplo: vistas de padres e hijos, ahorros, gastos, metas y aprobaciones, sin iniciar sesión.',
    badge: 'DEMO',
    intro:
      'Una familia de ejemplo para echar un vistazo. Aquí los botones solo se explican a sí mismos: no se guarda ni se envía nada.',
    childSignIn: 'Acceso del hijo',
    askToUseSavings: 'Pedir usar ahorros',
    moveToSavings: 'Pasar a ahorros',
    contribute: 'Aportar',
    addChild: 'Añadir hijo',
    processAllowances: 'Procesar pagas',
    bitcoinBalance: 'Saldo de Bitcoin',
    configure: 'Configurar',
    lightningBalance: 'Saldo de Lightning',
    connect: 'Conectar',
    analytics: 'Análisis',
    editAllowance: 'Editar paga',
    quickActions: 'Acciones rápidas',
    processWeekly: 'Procesar pagas semanales',
    viewAnalytics: 'Ver análisis',
    familySettings: 'Ajustes de la familia',
    goalsTitle: 'Demo de metas familiares',
    goalsDescription:
      'Mira cómo una familia ahorra junta para metas compartidas: el progreso hacia cada objetivo y las asignaciones porcentuales de ahorros y pagas, con datos de ejemplo.',
    backToDemo: 'Volver a la demo',
    familyGoals: 'Metas familiares',
    createGoal: 'Crear meta',
    goalsIntro:
      'Objetivos de ahorro compartidos para toda la familia. En la demo puedes abrir cada meta; para crear metas y asignar ahorros hace falta una cuenta.',
    viewDetails: 'Ver detalles',
    allocate: 'Asignar',
    allocationsHeading: 'Cómo funcionan las asignaciones porcentuales',
    allocations1:
      'En lugar de mover una cantidad fija, uno de los padres fija un porcentaje: por ejemplo, el 10 % de cada nueva paga y aportación de un hijo, o una parte de los ahorros que ya tiene. Cada vez que entra dinero, ese porcentaje va a la meta automáticamente, así la meta crece con la paga.',
    allocations2:
      'Los hijos también pueden pedir dar un porcentaje de su propio dinero a una meta. Uno de los padres aprueba o rechaza la solicitud, y una solicitud rechazada vuelve con el motivo.',
    callHeading: '¿Te gusta lo que ves?',
    callText: 'Empieza con 90 días de prueba gratis. No hace falta pagar para empezar.',
    startTrial: 'Empieza tu prueba gratis',
  },
})
