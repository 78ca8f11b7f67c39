import { useEffect } from 'react'
import { hideCurrentNotification } from './notify'
import { NOTIFICATION_FOCUS_KEY, NOTIFICATION_SWIPE_DISMISS_PX } from '../shared/constants'

const REGION = '.mantine-Notifications-root'

/** SPEC §4: F8 focuses the toast on screen; a swipe right of 50 px or more dismisses a toast. */
export function NotificationBehaviors() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== NOTIFICATION_FOCUS_KEY) return
      // Mantine keeps one container per screen position: look for the toast in all of them.
      const target = document.querySelector<HTMLElement>(`${REGION} .mantine-Notification-root`)
      if (!target) return
      e.preventDefault()
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
      target.focus()
    }
    let startX: number | null = null
    const onDown = (e: PointerEvent) => {
      startX = (e.target as Element | null)?.closest?.(REGION) ? e.clientX : null
    }
    const onUp = (e: PointerEvent) => {
      if (startX !== null && e.clientX - startX >= NOTIFICATION_SWIPE_DISMISS_PX) hideCurrentNotification()
      startX = null
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onDown)
    document.addEventListener('pointerup', onUp)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onDown)
      document.removeEventListener('pointerup', onUp)
    }
  }, [])
  return null
}
