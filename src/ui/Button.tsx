import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react'

/**
 * The public pages' button: Mantine's Button look (sizes, variants, theme colours through Mantine's CSS variables),
 * drawn by `.button` in app.css. Mantine's own Button brings its loader and transition machinery to every page's
 * JavaScript for features these pages never use; the admin screens keep it.
 */
export interface ButtonLook {
  variant?: 'filled' | 'light' | 'default' | 'subtle' | 'white'
  size?: 'xs' | 'sm' | 'md' | 'lg'
  fullWidth?: boolean
}

type ButtonProps = ButtonLook & ButtonHTMLAttributes<HTMLButtonElement> & { component?: undefined }
type AnchorProps = ButtonLook & AnchorHTMLAttributes<HTMLAnchorElement> & { component: 'a' }

export function buttonAttributes({ variant = 'filled', size = 'sm', fullWidth }: ButtonLook, className?: string) {
  return {
    className: className ? `button ${className}` : 'button',
    'data-variant': variant,
    'data-size': size,
    'data-block': fullWidth || undefined,
  }
}

export function Button(props: ButtonProps | AnchorProps) {
  if (props.component === 'a') {
    const { component: _, variant, size, fullWidth, className, ...anchor } = props
    return <a {...anchor} {...buttonAttributes({ variant, size, fullWidth }, className)} />
  }
  const { component: _, variant, size, fullWidth, className, type = 'button', ...button } = props
  return <button type={type} {...button} {...buttonAttributes({ variant, size, fullWidth }, className)} />
}
