import { DEFAULT_SPOUSE_SHARE } from '@api/contracts/family'
import { type FormEvent, useId, useState } from 'react'
import { errorMessage } from '../../../lib/api-client'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { inviteSpouse } from '../api'
import { ShareSlider } from './share-slider'

/** The account holder invites a spouse by e-mail, with the spouse's net worth share. */
export function InviteSpouseForm() {
  const revalidateAfter = useRevalidateAfter()
  const [email, setEmail] = useState('')
  const [share, setShare] = useState(DEFAULT_SPOUSE_SHARE)
  const [isEmailMissing, setIsEmailMissing] = useState(false)
  const hintId = useId()

  const invite = useApiMutation(inviteSpouse, {
    onSuccess: async (reply) => {
      toast({ title: 'Invitation Sent', description: reply.message })
      setEmail('')
      await revalidateAfter('familyMembers')
    },
    onError: (error) =>
      toast({
        title: 'Invitation Failed',
        description: errorMessage(error, 'Failed to send invitation'),
        variant: 'destructive',
      }),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const address = email.trim()
    if (address === '') {
      setIsEmailMissing(true)
      toast({
        title: 'Email Required',
        description: "Please enter your spouse's email address",
        variant: 'destructive',
      })
      return
    }
    setIsEmailMissing(false)
    void invite.trigger({ email: address, netWorthShare: share })
  }

  // noValidate: the browser's own bubble would hide the spec's "Email Required" message;
  // the server checks the address format and its message is shown instead.
  return (
    <form onSubmit={onSubmit} noValidate>
      <label>
        Spouse's e-mail address
        <input
          type="email"
          name="spouseEmail"
          autoComplete="off"
          inputMode="email"
          required
          aria-invalid={isEmailMissing || undefined}
          aria-describedby={isEmailMissing ? hintId : undefined}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {isEmailMissing && <small id={hintId}>Please enter your spouse's email address</small>}
      </label>
      <ShareSlider label="Spouse net worth share" value={share} onChange={setShare} />
      <button type="submit" aria-busy={invite.isMutating} disabled={invite.isMutating}>
        Send Invitation
      </button>
    </form>
  )
}
