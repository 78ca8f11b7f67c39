import { Anchor, Card, type AnchorProps, type CardProps } from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'
import { buttonAttributes, type ButtonLook } from './Button'

type A = AnchorHTMLAttributes<HTMLAnchorElement>

/** Mantine components and the site's button as type-checked router links (route, params and search are checked). */
export const AnchorLink = createLink(
  forwardRef<HTMLAnchorElement, AnchorProps & A>((props, ref) => <Anchor ref={ref} component="a" {...props} />),
)
export const ButtonLink = createLink(
  forwardRef<HTMLAnchorElement, ButtonLook & A>(({ variant, size, fullWidth, className, ...props }, ref) => (
    <a ref={ref} {...props} {...buttonAttributes({ variant, size, fullWidth }, className)} />
  )),
)
export const CardLink = createLink(
  forwardRef<HTMLAnchorElement, CardProps & A>((props, ref) => <Card ref={ref} component="a" {...props} />),
)
