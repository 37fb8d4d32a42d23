import { defineMailTexts } from './mail-language.js'

/** The words the mailer puts around every sign-in or invitation link (mailer.ts). */
export const linkMailTexts = defineMailTexts('link-mail', {
  en: {
    orPaste: 'Or paste this address into your browser:',
    linkRules:
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail.',
  },
  de: {
    orPaste: 'Oder kopiere diese Adresse in deinen Browser:',
    linkRules:
      'Der Link funktioniert einmal und läuft nach 1 Stunde ab. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail.',
  },
  es: {
    orPaste: 'O pega esta dirección en tu navegador:',
    linkRules:
      'El enlace funciona una sola vez y caduca en 1 hora. Si no lo has pedido, ignora este correo.',
  },
})
