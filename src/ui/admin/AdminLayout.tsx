import { Notifications } from '@mantine/notifications'
import { Outlet } from '@tanstack/react-router'
import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_LIMIT } from '../../shared/constants'
import { NotificationBehaviors } from '../NotificationBehaviors'

/**
 * Every admin page, the login screen included. Only the admin area shows toasts, so their container (and its
 * code) lives here rather than on every public page; it stays mounted across admin navigations, so a toast
 * shown before a redirect (signed in, logged out) stays on screen.
 */
export function AdminLayout() {
  return (
    <>
      {/* Top left, below the site header (admin.css): never over its navigation, the toolbar or a dialog's buttons. */}
      <Notifications limit={NOTIFICATION_LIMIT} autoClose={NOTIFICATION_AUTO_CLOSE_MS} position="top-left" />
      <NotificationBehaviors />
      <Outlet />
    </>
  )
}
