import { TRPCError } from '@trpc/server'
import { widgetIdInput, widgetInputSchema, widgetsForPageInput, widgetUpdateInput } from '../../../shared/widget'
import { createWidget, deleteWidget, listWidgets, updateWidget, widgetsForPage } from '../../services/widgets.server'
import { adminChange } from '../../log.server'
import { adminProcedure, publicProcedure, router } from '../init'

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Widget not found' })

export const widgetsRouter = router({
  /** Public: active widgets for one page (path target equal, or tag target among the tags). */
  forPage: publicProcedure.input(widgetsForPageInput).query(({ ctx, input }) => widgetsForPage(ctx.db, input)),
  list: adminProcedure.query(({ ctx }) => listWidgets(ctx.db)),
  create: adminProcedure.input(widgetInputSchema).mutation(({ ctx, input }) => {
    const widget = createWidget(ctx.db, input)
    adminChange(ctx.admin, 'create', 'widget', widget.id)
    return widget
  }),
  update: adminProcedure.input(widgetUpdateInput).mutation(({ ctx, input }) => {
    const { id, ...data } = input
    const widget = updateWidget(ctx.db, id, data)
    if (!widget) throw notFound()
    adminChange(ctx.admin, 'update', 'widget', id)
    return widget
  }),
  delete: adminProcedure.input(widgetIdInput).mutation(({ ctx, input }) => {
    if (!deleteWidget(ctx.db, input.id)) throw notFound()
    adminChange(ctx.admin, 'delete', 'widget', input.id)
    return { success: true as const, id: input.id }
  }),
})
