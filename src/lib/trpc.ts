import type { inferRouterOutputs } from '@trpc/server'
import { createTRPCContext } from '@trpc/tanstack-react-query'
import type { AppRouter } from '../server/trpc/root'

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>()

/** What the public procedures answer, for components that display a page's data. */
export type PublicOutputs = inferRouterOutputs<AppRouter>['public']
