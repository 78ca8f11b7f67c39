// The write pass's administrator (scripts/bench/contention.ts), in a process of its own: the public reads' load runs
// in the benchmark's process, and a save timed there waited for that process's own work as well as the server's
// (the first save, made while the readers' connections opened, took 50–90 ms on a server that saves in 5–10).
//
//   node admin-writer.mjs <base URL> <seconds>   BENCH_ADMIN_USERNAME, BENCH_ADMIN_PASSWORD in the environment
//
// Signs in, prints "writing", saves the first arcade of the admin list once a second (its description changes each
// time) and prints {"times":[ms…],"failures":n} as its last line.
const [base, seconds] = [process.argv[2], Number(process.argv[3])]

const login = await fetch(`${base}/api/admin/login`, {
  method: 'POST',
  headers: { origin: base, 'content-type': 'application/json' },
  body: JSON.stringify({ username: process.env.BENCH_ADMIN_USERNAME, password: process.env.BENCH_ADMIN_PASSWORD }),
})
if (!login.ok) throw new Error(`sign-in answered ${login.status}`)
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ')
const headers = { origin: base, cookie, 'content-type': 'application/json' }
const list = await (await fetch(`${base}/api/admin/arcades?limit=1`, { headers })).json()
const arcade = list.data[0]
if (!arcade) throw new Error('no arcade to edit')

console.log('writing')
const times = []
let failures = 0
for (let i = 0; i < seconds; i++) {
  const started = performance.now()
  const res = await fetch(`${base}/api/admin/arcades/${String(arcade.id)}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...arcade, description: `Edited by the benchmark (${i}).` }),
  })
  await res.arrayBuffer()
  if (!res.ok) failures++
  const took = performance.now() - started
  times.push(took)
  await new Promise((r) => setTimeout(r, Math.max(0, 1000 - took)))
}
console.log(JSON.stringify({ times, failures }))
