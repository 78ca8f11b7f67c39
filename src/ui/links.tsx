import { Anchor, Button, Card, type AnchorProps, type ButtonProps, type CardProps } from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'

type A = AnchorHTMLAttributes<HTMLAnchorElement>

/** Mantine components as type-checked router links (route, params and search are checked). */
export const AnchorLink = createLink(
  forwardRef<HTMLAnchorElement, AnchorProps & A>((props, ref) => <Anchor ref={ref} component="a" {...props} />),
)
export const ButtonLink = createLink(
  forwardRef<HTMLAnchorElement, ButtonProps & A>((props, ref) => <Button ref={ref} component="a" {...props} />),
)
export const CardLink = createLink(
  forwardRef<HTMLAnchorElement, CardProps & A>((props, ref) => <Card ref={ref} component="a" {...props} />),
)
