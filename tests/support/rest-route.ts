/** What a REST path's server handler takes and answers, as the server routes a request to it. */
export type RestRouteHandler = (ctx: { request: Request; params: Record<string, string> }) => Promise<Response>

/** A REST path's own handler for `method`, called in-process (the Origin guard around it is tested elsewhere). */
export function restRouteHandler(route: { options: unknown }, method: string): RestRouteHandler {
  const handlers = (route.options as { server: { handlers: Record<string, RestRouteHandler> } }).server.handlers
  return handlers[method]!
}
