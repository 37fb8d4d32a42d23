import { PRODUCT_NAME } from '../config/product'
import { BrandMark } from './brand-mark'

/** The logo and product name above a single-card page (sign-in, verify, setup). */
export function BrandLine() {
  return (
    <p className="brand">
      <BrandMark />
      {PRODUCT_NAME}
    </p>
  )
}
