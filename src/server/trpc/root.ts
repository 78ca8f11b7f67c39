import { createCallerFactory, router } from './init'
import { adminRouter } from './routers/admin'
import { publicRouter } from './routers/public'
import { widgetsRouter } from './routers/widgets'

export const appRouter = router({
  public: publicRouter,
  admin: adminRouter,
  widgets: widgetsRouter,
})

export type AppRouter = typeof appRouter
export const createCaller = createCallerFactory(appRouter)
