import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  raw: string
  /** The whole message, headers too, with quoted-printable soft breaks and escapes undone. */
  text: string
  /** The Subject header, its encoded words (RFC 2047, for text beyond ASCII) decoded. */
  subject: string
  /** The text/plain part, decoded from its transfer encoding. */
  plain: string
  /** The text/html part, decoded from its transfer encoding; '' when there is none. */
  html: string
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
          ...readMessage(raw),
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

/** Quoted-printable to text: the escapes are UTF-8 bytes, decoded together. */
function decodeQuotedPrintable(raw: string): string {
  const bytes: number[] = []
  const text = raw.replace(/=\r?\n/g, '')
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3)
    if (text[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** A block of header lines, folded lines joined, by lower-case name. */
function readHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const line of block.replace(/\r?\n[ \t]/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

/** "=?UTF-8?Q?f=C3=BCr?=" and "=?UTF-8?B?...?=" words; the space between two of them is not text. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
}

/** A part's text from its transfer encoding, with the line ends the message was written with. */
function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase()
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body
  // SMTP carries every line end as CRLF.
  return text.replace(/\r\n/g, '\n')
}

/** The subject and the plain and HTML parts of a message as nodemailer writes them. */
function readMessage(raw: string): Pick<ReceivedMail, 'subject' | 'plain' | 'html'> {
  const split = (part: string) => {
    const at = part.search(/\r?\n\r?\n/)
    return at < 0
      ? { headers: readHeaders(part), body: '' }
      : {
          headers: readHeaders(part.slice(0, at)),
          body: part
            .slice(at)
            .replace(/^\r?\n\r?\n/, '')
            .replace(/\r?\n$/, ''),
        }
  }
  const message = split(raw)
  const boundary = message.headers.get('content-type')?.match(/boundary="?([^";]+)"?/)?.[1]
  const parts = boundary
    ? message.body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => split(part.replace(/^\r?\n/, '')))
    : [message]
  const partOf = (type: string) => {
    const part = parts.find((p) => p.headers.get('content-type')?.startsWith(type))
    return part ? decodeBody(part.headers, part.body) : ''
  }
  return {
    subject: decodeEncodedWords(message.headers.get('subject') ?? ''),
    plain: partOf('text/plain'),
    html: partOf('text/html'),
  }
}
