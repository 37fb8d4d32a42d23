import { textsNow } from '../lib/i18n'
import { noticeTexts } from './texts'

/**
 * Texts only the browser shows (spec 1, section 8), each "Title - Description" as a
 * toast shows it, in the language shown when the toast appears (config/texts.ts). The
 * texts both sides use (refused input, missing money) live in api/contracts/messages.ts.
 */
export const NOTICES = {
  get allowanceUpdated() {
    return textsNow(noticeTexts)('allowanceUpdated')
  },
  get thresholdUpdated() {
    return textsNow(noticeTexts)('thresholdUpdated')
  },
  get comingSoon() {
    return textsNow(noticeTexts)('comingSoon')
  },
} as const
