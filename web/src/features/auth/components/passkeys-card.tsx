import { type FormEvent, useId, useState } from 'react'
import { useSWRConfig } from 'swr'
import { BusyButton } from '../../../components/busy-button'
import { FormField } from '../../../components/form-field'
import { errorMessage } from '../../../lib/api-client'
import { toast } from '../../../lib/toast'
import {
  addPasskey,
  PASSKEYS_KEY,
  passkeySupportHere,
  removePasskey,
  usePasskeyAction,
  usePasskeys,
} from '../passkeys'

const dateOf = (iso: string) => new Date(iso).toLocaleDateString()

/**
 * The member's passkeys on the dashboard: add one for this device where the page can
 * (HTTPS or localhost), or read why not; list and remove them. The list is asked for
 * only when shown, so the dashboard's first screen reads nothing more.
 */
export function PasskeysCard() {
  const headingId = useId()
  const { mutate } = useSWRConfig()
  const support = passkeySupportHere()
  const [name, setName] = useState('')
  const [isListShown, setIsListShown] = useState(false)
  const add = usePasskeyAction(addPasskey, 'The passkey was not added.')

  const onAdd = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const added = await add.run(name)
    if (!added) return
    toast({ title: 'Passkey added', description: `Next time, sign in with "${added.name}".` })
    setName('')
    setIsListShown(true)
    await mutate(PASSKEYS_KEY)
  }

  return (
    <article aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>Passkeys</h3>
      </header>
      {support.isOffered ? (
        <>
          <p>
            Sign in on this device with its fingerprint, face or PIN instead of an e-mailed link. A
            passkey works at this address ({window.location.hostname}) only.
          </p>
          <form onSubmit={(event) => void onAdd(event)} noValidate aria-label="Add a passkey">
            <FormField label="Name (optional)" hint="Such as My phone">
              {(control) => (
                <input
                  {...control}
                  name="passkeyName"
                  maxLength={60}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              )}
            </FormField>
            <BusyButton type="submit" isBusy={add.isBusy}>
              Add a Passkey
            </BusyButton>
          </form>
          {add.problem && <p role="alert">{add.problem}</p>}
        </>
      ) : (
        <p>{support.reason}</p>
      )}
      <p>
        <button
          type="button"
          className="secondary outline"
          aria-expanded={isListShown}
          onClick={() => setIsListShown(!isListShown)}
        >
          {isListShown ? 'Hide My Passkeys' : 'Show My Passkeys'}
        </button>
      </p>
      {isListShown && <PasskeyList />}
    </article>
  )
}

function PasskeyList() {
  const { data, error, isLoading, mutate } = usePasskeys(true)
  const remove = usePasskeyAction(removePasskey, 'The passkey was not removed.')
  if (isLoading) return <p aria-busy="true">Loading your passkeys...</p>
  if (error !== undefined)
    return <p role="alert">{errorMessage(error, 'Failed to load your passkeys')}</p>
  if (!data) return null
  if (data.length === 0) return <p>You have no passkeys yet.</p>
  return (
    <>
      <table aria-label="My passkeys">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Works at</th>
            <th scope="col">Added</th>
            <th scope="col">Last used</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((passkey) => (
            <tr key={passkey.id}>
              <td>{passkey.name}</td>
              <td>{passkey.rpId}</td>
              <td>{dateOf(passkey.createdAt)}</td>
              <td>{passkey.lastUsedAt ? dateOf(passkey.lastUsedAt) : 'never'}</td>
              <td>
                <BusyButton
                  type="button"
                  className="secondary outline"
                  isBusy={remove.isBusy}
                  aria-label={`Remove ${passkey.name}`}
                  onClick={async () => {
                    if (await remove.run(passkey.id)) await mutate()
                  }}
                >
                  Remove
                </BusyButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {remove.problem && <p role="alert">{remove.problem}</p>}
      <p>
        <small>
          Removing a passkey here stops it signing in; delete it from the device's own passkey list
          too.
        </small>
      </p>
    </>
  )
}
