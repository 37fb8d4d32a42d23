import { readFirstName } from '@api/contracts/first-name'
import { type FormEvent, useState } from 'react'
import { useSWRConfig } from 'swr'
import { BusyButton } from '../../../components/busy-button'
import { FormField } from '../../../components/form-field'
import { call } from '../../../lib/api-client'
import { notifyFailure } from '../../../lib/notify'
import { AUTH_USER_KEY } from '../../../lib/swr-config'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'

/**
 * Asks for the first name the greeting uses, so nobody is welcomed by their e-mail
 * address. The rule is the server's (api/contracts/first-name.ts); its message shows
 * under the field and as a toast, as every form does.
 */
export function FirstNameForm() {
  const { mutate } = useSWRConfig()
  const [name, setName] = useState('')
  const [error, setError] = useState<string>()
  const save = useApiMutation(
    (firstName: string) => call('PATCH /api/auth/user', { body: { firstName } }),
    {
      onSuccess: async (user) => {
        toast({ title: 'Name Saved', description: `Welcome, ${user.firstName ?? ''}!` })
        await mutate(AUTH_USER_KEY, user, { revalidate: false })
      },
      onError: (failure) => notifyFailure(failure, { title: 'Failed to save your name' }),
    },
  )

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const read = readFirstName(name)
    setError(read.problem?.message)
    if (read.problem) {
      toast({ title: read.problem.message, variant: 'destructive' })
      return
    }
    void save.trigger(read.value)
  }

  return (
    <form onSubmit={onSubmit} noValidate className="first-name-form">
      <FormField label="What should we call you?" error={error} hint="Your first name">
        {(control) => (
          <input
            {...control}
            name="firstName"
            autoComplete="given-name"
            value={name}
            onChange={(event) => {
              setName(event.target.value)
              setError(undefined)
            }}
          />
        )}
      </FormField>
      <BusyButton type="submit" isBusy={save.isMutating}>
        Save Name
      </BusyButton>
    </form>
  )
}
