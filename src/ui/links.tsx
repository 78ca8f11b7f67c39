import { createLink } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes, type ComponentProps } from 'react'
import { Anchor, Card, type CardProps } from './base'
import { buttonAttributes, type ButtonLook } from './Button'

type A = AnchorHTMLAttributes<HTMLAnchorElement>

/** The site's anchor, card and button as type-checked router links (route, params and search are checked). */
export const AnchorLink = createLink(
  forwardRef<HTMLAnchorElement, ComponentProps<typeof Anchor> & A>((props, ref) => <Anchor ref={ref} {...props} />),
)
export const ButtonLink = createLink(
  forwardRef<HTMLAnchorElement, ButtonLook & A>(({ variant, size, fullWidth, className, ...props }, ref) => (
    <a ref={ref} {...props} {...buttonAttributes({ variant, size, fullWidth }, className)} />
  )),
)
export const CardLink = createLink(
  forwardRef<HTMLAnchorElement, CardProps & A>((props, ref) => <Card ref={ref} component="a" {...props} />),
)
