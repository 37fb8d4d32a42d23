import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  raw: string
  /** The message text with quoted-printable soft breaks and escapes undone. */
  text: string
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, so tests send mail
 * through nodemailer exactly as production does and read the links back. With `login`
 * it takes mail only after an AUTH with that user and password (535 otherwise).
 */
export async function startMailbox(
  options: { login?: { user: string; password: string } } = {},
): Promise<{
  smtpUrl: string
  messages: ReceivedMail[]
  linkFor(email: string): string
  waitForLink(email: string, timeoutMs?: number): Promise<string>
  close(): Promise<void>
}> {
  const messages: ReceivedMail[] = []
  const { login } = options
  const server = new SMTPServer({
    authOptional: login === undefined,
    // The test server speaks no TLS, so a login has to be accepted in the clear.
    allowInsecureAuth: true,
    disabledCommands: login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === login?.user && auth.password === login?.password) {
        return callback(null, { user: auth.username })
      }
      callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          text: decodeQuotedPrintable(raw),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  const linkFor = (email: string): string => {
    const mail = messages.filter((m) => m.to.includes(email.toLowerCase())).at(-1)
    const link = mail?.text.match(/https?:\/\/\S+\/auth\/verify\?token=[\w%-]+/)?.[0]
    if (!link) throw new Error(`No sign-in link was mailed to ${email}`)
    return link
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages,
    linkFor,
    async waitForLink(email, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        try {
          return linkFor(email)
        } catch (error) {
          if (Date.now() > deadline) throw error
          await new Promise((r) => setTimeout(r, 50))
        }
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}
