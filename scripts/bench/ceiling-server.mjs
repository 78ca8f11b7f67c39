// The ceiling: a bare node:http server that answers every request with one recorded response, so the
// benchmark can show how close the app comes to what Node itself can serve on this machine.
//   node scripts/bench/ceiling-server.mjs <response.json> <body file>
import fs from 'node:fs'
import http from 'node:http'

const [metaFile, bodyFile] = process.argv.slice(2)
const { status, headers } = JSON.parse(fs.readFileSync(metaFile, 'utf8'))
const body = fs.readFileSync(bodyFile)
// A flat [name, value, name, value…] list keeps repeated headers (Set-Cookie) exactly as the app sent them.
const server = http.createServer((_request, response) => {
  response.writeHead(status, headers)
  response.end(body)
})
server.listen(0, '127.0.0.1', () => console.log(`ceiling listening on ${server.address().port}`))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
