import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import { callTRPCProcedure, getTRPCErrorFromUnknown, getTRPCErrorShape } from '@trpc/server'
import { ProcedureError, type CallProcedure, type ProcedureErrorData } from '../../lib/trpc'
import { createContext } from './context'
import { appRouter } from './root'

/** The JSON text each answer given to a page was copied from (below), kept for the page's dehydration. */
const sentText = new WeakMap<object, string>()

/**
 * What a client would read of a value sent over HTTP: JSON's copy of it (dates as text, no undefined members), so a
 * page's dehydrated data is what the browser would have fetched.
 */
function asSent<T>(value: T): T {
  if (value === undefined) return value
  const text = JSON.stringify(value)
  const copy = JSON.parse(text) as T
  if (typeof copy === 'object' && copy !== null) sentText.set(copy, text)
  return copy
}

/**
 * A query's data as the page sends it to the browser: the JSON text of the answer it is, written once when the
 * procedure answered. Seroval then writes one string per query instead of reading every object of the data into a
 * tree of its own and writing that out (decision 0066).
 */
export function sentJson(data: unknown): string {
  return (typeof data === 'object' && data !== null && sentText.get(data)) || JSON.stringify(data)
}

/**
 * During server rendering, procedures run in-process with the incoming request's context: called by path as tRPC's
 * HTTP adapter calls them, with the answer and a failure's error shape (the app's error formatter) as the browser's
 * client receives them. tRPC's local link did the same through an observable, two abort controllers and a
 * DOMException per call: about a tenth of a cold arcade page's CPU (decision 0046).
 */
export const callInProcess: CallProcedure = async (type, path, input, signal) => {
  const resHeaders = new Headers()
  const ctx = createContext(getRequest(), resHeaders)
  // A session slid forward while rendering a page: the page's response carries the renewed cookie.
  for (const cookie of resHeaders.getSetCookie()) appendResponseHeader('set-cookie', cookie)
  try {
    return asSent(
      await callTRPCProcedure({
        router: appRouter,
        path,
        type,
        ctx,
        getRawInput: () => Promise.resolve(input),
        signal,
        batchIndex: 0,
      }),
    )
  } catch (cause) {
    const shape = asSent(
      getTRPCErrorShape({
        config: appRouter._def._config,
        ctx,
        error: getTRPCErrorFromUnknown(cause),
        input,
        path,
        type,
      }),
    )
    throw new ProcedureError(shape.message, shape.data as ProcedureErrorData)
  }
}
