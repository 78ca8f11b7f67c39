// The floor server: the benchmark's floor app (scripts/bench/floor-app, built by scripts/bench/floor.ts) served as
// scripts/start.mjs serves the site's build, through srvx's adapter to the app's fetch handler.
//   node <the server's flags> scripts/bench/floor-server.mjs <the built floor app's directory>
import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { toNodeHandler } from 'srvx/node'

const app = await import(pathToFileURL(path.join(process.argv[2], 'dist/server/server.js')).href)
const handle = toNodeHandler(app.default.fetch)
const server = http.createServer((request, response) => void handle(request, response))
server.listen(0, '127.0.0.1', () => console.log(`floor listening on ${server.address().port}`))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
