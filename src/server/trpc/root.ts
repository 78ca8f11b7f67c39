import { createCallerFactory, router } from './init'
import { publicRouter } from './routers/public'

export const appRouter = router({
  public: publicRouter,
})

export type AppRouter = typeof appRouter
export const createCaller = createCallerFactory(appRouter)
