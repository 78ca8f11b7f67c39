import { z } from './zod'

/**
 * The body of every REST error answer (400, 401, 403, 404, 405, 413, 415, 429, 500, 503, 507): a code, a message,
 * and for a 400 each field and the rule it broke. `requestId` names the log line of a 500
 * (docs/decisions/0016-security-log.md).
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string().describe('BAD_REQUEST, UNAUTHORIZED, NOT_FOUND, METHOD_NOT_ALLOWED, …'),
    message: z.string(),
    issues: z
      .array(
        z.object({ field: z.string().describe('The field\'s path, dotted ("entries.0.game")'), message: z.string() }),
      )
      .optional()
      .describe('A 400: each field and the rule it broke'),
    requestId: z.string().optional().describe('A 500: the reference of its log line'),
  }),
})
export type ErrorBody = z.output<typeof errorBodySchema>
