import type {
  MailSettingsReply,
  MailTlsMode,
} from '@api/features/mail-settings/mail-settings.schemas'
import { type FormEvent, useState } from 'react'
import { useSWRConfig } from 'swr'
import { BusyButton } from '../../../components/busy-button'
import { FormField } from '../../../components/form-field'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { notifyFailure } from '../../../lib/notify'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import {
  MAIL_SETTINGS_KEY,
  removeMailSettings,
  saveMailSettings,
  sendTestMail,
  useMailSettings,
} from '../api'

const TLS_MODES: ReadonlyArray<{ value: MailTlsMode; label: string; port: number }> = [
  { value: 'starttls', label: 'STARTTLS (usually port 587)', port: 587 },
  { value: 'tls', label: 'TLS from the start (usually port 465)', port: 465 },
  { value: 'none', label: 'None: a mail relay on your own network', port: 25 },
]

/**
 * Admin, Mail: the mail server sign-in links, invitations and reminders go through. On a
 * node whose owner cannot set SMTP_URL, this is the only way to stop reading links in
 * the server log. SMTP_URL, when set, wins: the screen then only shows it.
 */
export function MailSettingsTab() {
  const { data, error, isLoading } = useMailSettings()
  if (isLoading) return <p aria-busy="true">Loading the mail settings...</p>
  if (error !== undefined)
    return <p role="alert">{errorMessage(error, 'Failed to load the mail settings')}</p>
  if (!data) return null
  return (
    <>
      <h2>Mail</h2>
      <p>
        Sign-in links, invitations and reminders are sent by e-mail.{' '}
        {data.source === 'none' &&
          'No mail server is set, so they are written to the server log: set one here.'}
      </p>
      {data.source === 'environment' ? (
        <EnvironmentMailServer settings={data} />
      ) : (
        <MailServerForm saved={data} />
      )}
      <TestMail isConfigured={data.source !== 'none'} />
    </>
  )
}

function EnvironmentMailServer({ settings }: { settings: MailSettingsReply }) {
  return (
    <>
      <p>
        These settings come from the environment (SMTP_URL and MAIL_FROM) where the server is
        started, and can only be changed there.
      </p>
      <dl className="env-list">
        <dt>Mail server</dt>
        <dd>
          {settings.host}:{settings.port}
        </dd>
        <dt>User name</dt>
        <dd>{settings.username ?? 'none'}</dd>
        <dt>Password</dt>
        <dd>{settings.hasPassword ? 'set' : 'none'}</dd>
        <dt>Sender</dt>
        <dd>{settings.sender}</dd>
      </dl>
    </>
  )
}

type Field = 'host' | 'port' | 'tlsMode' | 'username' | 'password' | 'sender'

function MailServerForm({ saved }: { saved: MailSettingsReply }) {
  const { mutate } = useSWRConfig()
  const [host, setHost] = useState(saved.host ?? '')
  const [tlsMode, setTlsMode] = useState<MailTlsMode>(saved.tlsMode ?? 'starttls')
  const [port, setPort] = useState(String(saved.port ?? 587))
  const [username, setUsername] = useState(saved.username ?? '')
  const [password, setPassword] = useState('')
  const [sender, setSender] = useState(saved.sender ?? '')
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null)
  const errorOf = (field: Field) => (problem?.field === field ? problem.message : undefined)

  const afterChange = async (reply: MailSettingsReply) => {
    setPassword('')
    await mutate(MAIL_SETTINGS_KEY, reply, { revalidate: false })
  }
  const save = useApiMutation(saveMailSettings, {
    onSuccess: async (reply) => {
      toast({ title: 'Mail settings saved', description: `Mail now goes through ${reply.host}.` })
      await afterChange(reply)
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.field) {
        setProblem({ field: error.field as Field, message: errorMessage(error, '') })
        return
      }
      notifyFailure(error, { title: 'The mail settings were not saved' })
    },
  })
  const remove = useApiMutation(removeMailSettings, {
    onSuccess: async (reply) => {
      toast({ title: 'Mail settings removed', description: 'Sign-in links go to the server log.' })
      await afterChange(reply)
    },
    onError: (error) => notifyFailure(error, { title: 'The mail settings were not removed' }),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setProblem(null)
    void save.trigger({
      host: host.trim(),
      // Not a whole number: the server names the field (JSON carries NaN as null).
      port: Number(port),
      tlsMode,
      username: username.trim(),
      ...(password !== '' ? { password } : {}),
      sender: sender.trim(),
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Mail server">
      <FormField label="Mail server" error={errorOf('host')} hint="Such as smtp.example.org">
        {(control) => (
          <input
            {...control}
            name="host"
            autoComplete="off"
            value={host}
            onChange={(event) => setHost(event.target.value)}
          />
        )}
      </FormField>
      <div className="grid">
        <FormField label="Security" error={errorOf('tlsMode')}>
          {(control) => (
            <select
              {...control}
              name="tlsMode"
              value={tlsMode}
              onChange={(event) => {
                const next = TLS_MODES.find((mode) => mode.value === event.target.value)
                if (!next) return
                // The usual port follows the choice unless another one was typed.
                if (TLS_MODES.some((mode) => String(mode.port) === port)) setPort(String(next.port))
                setTlsMode(next.value)
              }}
            >
              {TLS_MODES.map((mode) => (
                <option key={mode.value} value={mode.value}>
                  {mode.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Port" error={errorOf('port')}>
          {(control) => (
            <input
              {...control}
              name="port"
              inputMode="numeric"
              value={port}
              onChange={(event) => setPort(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <div className="grid">
        <FormField
          label="User name"
          error={errorOf('username')}
          hint="Empty when the server takes mail without a login"
        >
          {(control) => (
            <input
              {...control}
              name="username"
              autoComplete="off"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label="Password"
          error={errorOf('password')}
          hint={
            saved.hasPassword
              ? 'A password is saved. Leave this empty to keep it.'
              : 'Kept encrypted on this server and never shown again.'
          }
        >
          {(control) => (
            <input
              {...control}
              type="password"
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField
        label="Sender"
        error={errorOf('sender')}
        hint="The From of every e-mail, such as Family Bitcoin <family@example.org>"
      >
        {(control) => (
          <input
            {...control}
            name="sender"
            autoComplete="off"
            value={sender}
            onChange={(event) => setSender(event.target.value)}
          />
        )}
      </FormField>
      <div className="button-row">
        <BusyButton type="submit" isBusy={save.isMutating}>
          Save Mail Settings
        </BusyButton>
        {saved.source === 'settings' && (
          <BusyButton
            type="button"
            className="secondary outline"
            isBusy={remove.isMutating}
            onClick={() => void remove.trigger(undefined)}
          >
            Remove Mail Settings
          </BusyButton>
        )}
      </div>
    </form>
  )
}

/** The test mail's outcome stays on the screen: the mail server's error may be long. */
function TestMail({ isConfigured }: { isConfigured: boolean }) {
  const [outcome, setOutcome] = useState<{ isSent: boolean; text: string } | null>(null)
  const test = useApiMutation(sendTestMail, {
    onSuccess: (reply) => setOutcome({ isSent: true, text: reply.message }),
    onError: (error) =>
      setOutcome({ isSent: false, text: errorMessage(error, 'The test mail was not sent.') }),
  })
  return (
    <section aria-label="Test mail">
      <p>
        <BusyButton
          type="button"
          className="secondary"
          isBusy={test.isMutating}
          isDisabled={!isConfigured}
          onClick={() => {
            setOutcome(null)
            void test.trigger(undefined)
          }}
        >
          Send Test Mail
        </BusyButton>{' '}
        <small>
          {isConfigured
            ? 'Sends a mail to your own address through the saved settings.'
            : 'Save a mail server first.'}
        </small>
      </p>
      {outcome && <p role={outcome.isSent ? 'status' : 'alert'}>{outcome.text}</p>}
    </section>
  )
}
