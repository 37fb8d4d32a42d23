import { readFirstName } from '@api/contracts/first-name'
import { type FormEvent, useState } from 'react'
import { useSWRConfig } from 'swr'
import { BusyButton } from '../../../components/busy-button'
import { FormField } from '../../../components/form-field'
import { call } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { AUTH_USER_KEY } from '../../../lib/swr-config'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { authTexts } from '../texts'

/**
 * Asks for the first name the greeting uses, so nobody is welcomed by their e-mail
 * address. The rule is the server's (api/contracts/first-name.ts); its message shows
 * under the field and as a toast, as every form does.
 */
export function FirstNameForm() {
  const t = useTexts(authTexts)
  const { mutate } = useSWRConfig()
  const [name, setName] = useState('')
  const [error, setError] = useState<string>()
  const save = useApiMutation(
    (firstName: string) => call('PATCH /api/auth/user', { body: { firstName } }),
    {
      onSuccess: async (user) => {
        toast({
          title: t('nameSaved'),
          description: t('welcomeName', { name: user.firstName ?? '' }),
        })
        await mutate(AUTH_USER_KEY, user, { revalidate: false })
      },
      onError: (failure) => notifyFailure(failure, { title: t('nameFailed') }),
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
      <FormField label={t('whatToCallYou')} error={error} hint={t('yourFirstName')}>
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
        {t('saveName')}
      </BusyButton>
    </form>
  )
}
