import { defineMailTexts } from '../../lib/mail-language.js'

/** The admin's test mail (mail-settings.service.ts sendTestMail). */
export const testMailTexts = defineMailTexts('test-mail', {
  en: {
    subject: 'Family Bitcoin test mail',
    text: 'This is a test mail from your Family Bitcoin server. Sign-in links and invitations reach your family the same way.',
  },
  de: {
    subject: 'Testmail von Family Bitcoin',
    text: 'Das ist eine Testmail von deinem Family-Bitcoin-Server. Anmeldelinks und Einladungen erreichen deine Familie auf demselben Weg.',
  },
  es: {
    subject: 'Correo de prueba de Family Bitcoin',
    text: 'Este es un correo de prueba de tu servidor de Family Bitcoin. Los enlaces de inicio de sesión y las invitaciones llegan a tu familia por el mismo camino.',
  },
})
