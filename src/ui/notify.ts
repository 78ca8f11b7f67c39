import { notifications } from '@mantine/notifications'

/**
 * SPEC §8 toasts: a default ('success') and a destructive ('error') style. The admin area's <Notifications> (AdminLayout) shows one
 * at a time for 5 s; <NotificationBehaviors> adds F8 focus and swipe-right dismissal.
 */
let currentId: string | undefined

function show(kind: 'success' | 'error', title: string, message: string): string {
  // One at a time: the newest message replaces the one on screen instead of waiting behind it.
  notifications.clean()
  const id = notifications.show({
    title,
    message,
    color: kind === 'error' ? 'red' : 'green',
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    // Destructive toasts are announced at once; default ones politely.
    role: kind === 'error' ? 'alert' : 'status',
    'aria-live': kind === 'error' ? 'assertive' : 'polite',
  } as Parameters<typeof notifications.show>[0])
  currentId = id
  return id
}

export function notifySuccess(title: string, message: string): string {
  return show('success', title, message)
}

export function notifyError(title: string, message: string): string {
  return show('error', title, message)
}

/** Hides the notification on screen (used by the swipe gesture). */
export function hideCurrentNotification(): void {
  if (currentId) notifications.hide(currentId)
  currentId = undefined
}
