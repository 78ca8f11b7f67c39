import { z } from 'zod'

// Parse without compiling validators through `new Function`: the pages' script policy refuses eval
// (docs/decisions/0020-strict-csp.md), and zod's probe for it would be reported as a violation.
z.config({ jitless: true })

export { z }
