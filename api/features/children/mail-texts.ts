import { defineMailTexts } from '../../lib/mail-language.js'

/** A child's own sign-in link (child-sign-in.service.ts inviteChild). */
export const childLinkTexts = defineMailTexts('child-link', {
  en: {
    subject: '{{name}}, your Family Bitcoin sign-in link',
    lead: 'Your parent set up Family Bitcoin for you, {{name}}. Open the link to see your savings and spending money.',
    action: 'Open my dashboard',
  },
  de: {
    subject: '{{name}}, dein Anmeldelink für Family Bitcoin',
    lead: 'Deine Eltern haben Family Bitcoin für dich eingerichtet, {{name}}. Öffne den Link, um dein Erspartes und dein Taschengeld zu sehen.',
    action: 'Meine Übersicht öffnen',
  },
  es: {
    subject: '{{name}}, tu enlace para iniciar sesión en Family Bitcoin',
    lead: 'Tus padres han preparado Family Bitcoin para ti, {{name}}. Abre el enlace para ver tus ahorros y tu dinero para gastar.',
    action: 'Abrir mi panel',
  },
})
