/**
 * The visitors' write paths (issue 20, docs/decisions/0041-visitor-reports.md), as the router sees a path (decoded,
 * lowercase: see routedPath): the report and suggestion pages, whose plain HTML forms post to themselves, and the
 * JSON API the same forms use with JavaScript. They are never cached, take small bodies only, and the pages alone
 * take a form post.
 */
const FORM_PAGES = /^\/(arcade\/[^/]+\/report|suggest)$/
const REPORT_APIS = /^\/api\/(reports|suggestions)$/

export function isReportFormPage(routedPath: string): boolean {
  return FORM_PAGES.test(routedPath)
}

export function isReportPath(routedPath: string): boolean {
  return FORM_PAGES.test(routedPath) || REPORT_APIS.test(routedPath)
}
