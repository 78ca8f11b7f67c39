import { createFileRoute } from '@tanstack/react-router'
import { SITE_NAME } from '../../shared/constants'
import { ReportReviewPage } from '../../ui/admin/reports/ReportReviewPage'

export const Route = createFileRoute('/admin/reports/$id')({
  head: ({ params }) => ({ meta: [{ title: `Report ${params.id} | ${SITE_NAME} Admin` }] }),
  component: ReportReviewRoute,
})

function ReportReviewRoute() {
  const { id } = Route.useParams()
  return <ReportReviewPage id={id} />
}
