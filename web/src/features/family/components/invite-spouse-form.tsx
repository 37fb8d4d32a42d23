import { DEFAULT_SPOUSE_SHARE } from '@api/contracts/family'
import { type FormEvent, useId, useState } from 'react'
import { errorMessage } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { inviteSpouse } from '../api'
import { familyTexts } from '../texts'
import { ShareSlider } from './share-slider'

/** The account holder invites a spouse by e-mail, with the spouse's net worth share. */
export function InviteSpouseForm() {
  const revalidateAfter = useRevalidateAfter()
  const [email, setEmail] = useState('')
  const [share, setShare] = useState(DEFAULT_SPOUSE_SHARE)
  const [isEmailMissing, setIsEmailMissing] = useState(false)
  const hintId = useId()
  const t = useTexts(familyTexts)

  const invite = useApiMutation(inviteSpouse, {
    onSuccess: async (reply) => {
      toast({ title: t('invitationSent'), description: reply.message })
      setEmail('')
      await revalidateAfter('familyMembers')
    },
    onError: (error) =>
      toast({
        title: t('invitationFailed'),
        description: errorMessage(error, t('sendFailed')),
        variant: 'destructive',
      }),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const address = email.trim()
    if (address === '') {
      setIsEmailMissing(true)
      toast({
        title: t('emailRequired'),
        description: t('enterSpouseEmail'),
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
        {t('spouseEmail')}
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
        {isEmailMissing && <small id={hintId}>{t('enterSpouseEmail')}</small>}
      </label>
      <ShareSlider label={t('spouseShare')} value={share} onChange={setShare} />
      <button type="submit" aria-busy={invite.isMutating} disabled={invite.isMutating}>
        {t('sendInvitation')}
      </button>
    </form>
  )
}
