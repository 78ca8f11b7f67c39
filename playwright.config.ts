import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// E2E_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 3210)
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`
export const E2E_DATABASE = path.join(os.tmpdir(), `arcade-atlas-e2e-${PORT}`, 'arcades.db')
/**
 * How long a visitor form must be shown before the server takes it (REPORT_MIN_FILL_SECONDS): long enough that a
 * form sent at once is refused even on a busy machine, short enough that the tests wait little for it.
 */
export const E2E_FORM_FILL_SECONDS = 3
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-password-1234' }

// Debian's Chromium where installed (CI installs it); Playwright's own browser elsewhere.
const systemChromium = '/usr/bin/chromium'
const launchOptions = fs.existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    }
  : {}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions,
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    // A fresh database each run, filled with the sample directory on start.
    command: `rm -rf "${path.dirname(E2E_DATABASE)}" && node scripts/start.mjs`,
    url: `${E2E_BASE_URL}/api/arcades/featured`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_PATH: E2E_DATABASE,
      SITE_URL: E2E_BASE_URL,
      SKIP_BUILD: '1',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // One browser at 127.0.0.1 loads every page of the suite.
      RATE_LIMIT_PER_MINUTE: '0',
      // Report forms are sent a second after they are shown (tests/e2e/reports.spec.ts), and the suite sends more
      // than a visitor's day of them from its one address.
      REPORT_MIN_FILL_SECONDS: String(E2E_FORM_FILL_SECONDS),
      REPORTS_PER_ADDRESS_PER_DAY: '1000',
    },
  },
})
