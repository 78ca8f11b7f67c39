import { z } from 'zod'
import { adminArcadeSchema } from '../../shared/admin-arcade'
import { publicArcadeSchema, searchResultSchema } from '../../shared/arcade'
import { arcadeFeatureCollectionSchema } from '../../shared/geojson'
import { adminReportListSchema, adminReportSchema } from '../../shared/admin-report'
import { adminImportSchema, exportFileSchema, importRowPageSchema } from '../../shared/import'
import { adminRevisionPageSchema } from '../../shared/listing-history'
import { reportReceivedSchema, suggestionAnswerSchema } from '../../shared/report'
import { adminGameSchema, adminLineupSchema, arcadeWithLineupSchema, gameWithCountSchema } from '../../shared/lineup'
import { suggestResultSchema } from '../../shared/suggest'
import { widgetSchema } from '../../shared/widget'
import type { ProcedurePath, Procedures } from './rest.server'

/**
 * The REST API of SPEC §7 and after, one entry per path: which tRPC procedure each method calls, what it answers and
 * when. The route file of a path is one line, `restPath('/api/…')` (rest.server.ts), which builds its handlers
 * from the entry; the OpenAPI document (/api/openapi.json, src/server/openapi) is made from the same entries, the
 * procedures' own Zod input schemas and the answer schemas named here. A path's behaviour and its documentation
 * cannot part: a new REST path is a new entry and a one-line route file (docs/decisions/0042-openapi-and-open-data.md).
 */

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RestOperation<Type extends 'query' | 'mutation' = 'query' | 'mutation'> {
  /** One line: what the call does (the reference's heading). */
  summary: string
  /** More, when a line is not enough. */
  description?: string
  /**
   * The procedure it calls, with the query string (GET) or the JSON body (other methods) and the path's parameters
   * as its input; its Zod input schema is the documentation of both.
   */
  procedure: ProcedurePath<Procedures, Type>
  /** The answer's schema, as the contract test checks real answers against it. */
  response: z.ZodType
  /** What the answer's schema is called in the document (components.schemas). */
  responseName: string
  /** 201 for a creation, 202 for what is received to be looked at later; 200 when not given. */
  status?: 201 | 202
  /** A second success that the answer itself tells (POST /api/suggestions: 200 with possible duplicates). */
  otherSuccess?: { status: 200; description: string; when: (answer: unknown) => boolean }
  /** The answer's media type; JSON when not given. */
  contentType?: 'application/geo+json' | 'text/csv'
  /** The procedure answers a file ({fileName, contentType, chunks}), sent as a streamed download (an attachment). */
  download?: true
  /**
   * The request's body is a file, given to the procedure as a stream under this name of its input, the other fields
   * coming from the query string: sent as application/octet-stream, up to the import's limit rather than 1 MB
   * (src/server/http/upload-paths.server.ts).
   */
  fileBody?: 'file'
  /** The input the path itself gives the procedure (the export's format): the query and body are not read. */
  input?: Record<string, unknown>
  /** What a 404 means on this path, when it can answer one ("No arcade has this slug"). */
  notFound?: string
  /** What a 409 means on this path, when it can answer one (a change made from a stale copy). */
  conflict?: string
  /** A signed-out call is answered (sign-in, sign-out) where the admin paths otherwise need a session. */
  signedOut?: true
  /** Only the answer schema's fields are sent (the procedure's answer carries more, for the site's own client). */
  onlyDocumentedFields?: true
}

export type RestPath = {
  GET?: RestOperation<'query'>
  POST?: RestOperation<'mutation'>
  PUT?: RestOperation<'mutation'>
  DELETE?: RestOperation<'mutation'>
}

const arcadeList = z.array(publicArcadeSchema)
const deleted = z.object({ success: z.literal(true) })
const outcome = z.object({ success: z.boolean(), message: z.string() })
const widgetList = z.array(widgetSchema)

/** The document's outline; its every path and schema is checked against OpenAPI 3.1 by the tests. */
const openApiOutline = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
})

export const REST_API = {
  '/api/openapi.json': {
    GET: {
      summary: 'This document',
      description: 'The OpenAPI 3.1 description of every REST path; /api/docs shows it as a page.',
      procedure: 'public.openApi',
      response: openApiOutline,
      responseName: 'OpenApiDocument',
    },
  },
  '/api/arcades': {
    GET: {
      summary: 'Search arcades',
      description:
        'Free text, type, rating, place (near and radius), state, city, ZIP, open now and games; a page of results ' +
        'and how many there are in all.',
      procedure: 'public.search',
      response: searchResultSchema,
      responseName: 'SearchResult',
    },
  },
  '/api/arcades.geojson': {
    GET: {
      summary: 'Search arcades as GeoJSON',
      description:
        'The same search and paging as GET /api/arcades, as an RFC 7946 FeatureCollection of points. Arcades of the ' +
        'page without coordinates are left out and counted in omitted_without_coordinates.',
      procedure: 'public.searchGeoJson',
      response: arcadeFeatureCollectionSchema,
      responseName: 'ArcadeFeatureCollection',
      contentType: 'application/geo+json',
    },
  },
  '/api/arcades/featured': {
    GET: {
      summary: 'Featured arcades',
      description: "The home page's featured arcades.",
      procedure: 'public.featured',
      response: arcadeList,
      responseName: 'ArcadeList',
    },
  },
  '/api/arcades/slug/{slug}': {
    GET: {
      summary: 'One arcade, with its games',
      procedure: 'public.arcadeBySlug',
      response: arcadeWithLineupSchema,
      responseName: 'ArcadeWithLineup',
      notFound: 'No arcade has this slug',
    },
  },
  '/api/arcades/state/{state}': {
    GET: {
      summary: 'The arcades of a state',
      description: 'By city, then highest rated first; a page of at most limit (default 500).',
      procedure: 'public.arcadesOfState',
      response: arcadeList,
      responseName: 'ArcadeList',
      notFound: 'No such state',
    },
  },
  '/api/arcades/state/{state}/city/{city}': {
    GET: {
      summary: 'The arcades of a city',
      procedure: 'public.arcadesOfCity',
      response: arcadeList,
      responseName: 'ArcadeList',
      notFound: 'No such state',
    },
  },
  '/api/states/{state}/cities': {
    GET: {
      summary: 'The cities of a state that have arcades',
      procedure: 'public.citiesOfState',
      response: z.array(z.string()),
      responseName: 'CityNames',
      notFound: 'No such state',
    },
  },
  '/api/games': {
    GET: {
      summary: 'The games catalogue',
      description: 'A page of the catalogue, of one kind or all, by words of a title or a short name.',
      procedure: 'public.games',
      response: z.object({ data: z.array(gameWithCountSchema), total: z.int().min(0) }),
      responseName: 'GameList',
    },
  },
  '/api/games/{slug}': {
    GET: {
      summary: 'A game, and a search of the arcades that have it',
      description: 'Near, radius, state and the rest as on GET /api/arcades; working copies first.',
      procedure: 'public.game',
      response: searchResultSchema.extend({ game: gameWithCountSchema }),
      responseName: 'GameArcades',
      notFound: 'No game has this slug',
    },
  },
  '/api/suggest': {
    GET: {
      summary: "The search box's suggestions",
      description: 'Places, arcades, games and types for what has been typed so far (at least 2 characters).',
      procedure: 'public.suggest',
      response: suggestResultSchema,
      responseName: 'Suggestions',
    },
  },
  '/api/reports': {
    POST: {
      summary: 'Report a problem with an arcade',
      description:
        'Its details, a game, a closure, or something else in words, with the form token of GET /arcade/{slug}/report. ' +
        'Nothing public changes until an administrator accepts it.',
      procedure: 'public.reports.submit',
      response: reportReceivedSchema,
      responseName: 'Received',
      status: 202,
      notFound: 'No arcade has this slug',
    },
  },
  '/api/suggestions': {
    POST: {
      summary: 'Suggest a new arcade',
      description:
        'Not /api/suggest (the search box). Arcades it may already be are answered first (200, nothing stored) ' +
        'unless confirmed_new is true; once received (202) an administrator reviews it.',
      procedure: 'public.suggestions.submit',
      response: suggestionAnswerSchema,
      responseName: 'SuggestionAnswer',
      status: 202,
      otherSuccess: {
        status: 200,
        description:
          'Not stored: arcades of the directory it may be (possible_duplicates); send confirmed_new to add it',
        when: (answer) => !(answer as { received: boolean }).received,
      },
    },
  },
  '/api/widgets': {
    GET: {
      summary: "A page's affiliate widgets",
      description: 'The active widgets whose target is the page path or one of its tags.',
      procedure: 'widgets.forPage',
      response: widgetList,
      responseName: 'WidgetList',
    },
  },
  '/api/admin/login': {
    POST: {
      summary: 'Sign in',
      description:
        'Sets the session cookie on success. Wrong passwords make the client address wait (429 with Retry-After).',
      procedure: 'admin.login',
      response: outcome,
      responseName: 'Outcome',
      signedOut: true,
      onlyDocumentedFields: true,
    },
  },
  '/api/admin/logout': {
    POST: {
      summary: 'Sign out',
      description: 'Ends the session, if any, and clears its cookie.',
      procedure: 'admin.logout',
      response: outcome,
      responseName: 'Outcome',
      signedOut: true,
    },
  },
  '/api/admin/auth/check': {
    GET: {
      summary: 'The signed-in administrator',
      procedure: 'admin.me',
      response: z.object({ username: z.string() }),
      responseName: 'Administrator',
    },
  },
  '/api/admin/arcades': {
    GET: {
      summary: 'List arcades (admin)',
      description: 'Searched, filtered by state and type, sorted; a page of at most limit (default 50).',
      procedure: 'admin.arcades.list',
      response: z.object({ data: z.array(adminArcadeSchema), total: z.int().min(0) }),
      responseName: 'AdminArcadeList',
    },
    POST: {
      summary: 'Add an arcade',
      procedure: 'admin.arcades.create',
      response: adminArcadeSchema,
      responseName: 'AdminArcade',
      status: 201,
    },
  },
  '/api/admin/arcades/{id}': {
    PUT: {
      summary: 'Change an arcade',
      procedure: 'admin.arcades.update',
      response: adminArcadeSchema,
      responseName: 'AdminArcade',
      notFound: 'No arcade has this id',
    },
    DELETE: {
      summary: 'Delete an arcade',
      procedure: 'admin.arcades.delete',
      response: deleted,
      responseName: 'Deleted',
      notFound: 'No arcade has this id',
    },
  },
  '/api/admin/arcades/{id}/revisions': {
    GET: {
      summary: "An arcade's history (admin)",
      description: 'Newest first: limit revisions (default 20) older than the revision before, and how many in all.',
      procedure: 'admin.arcades.revisions',
      response: adminRevisionPageSchema,
      responseName: 'AdminRevisionPage',
      notFound: 'No arcade has this id',
    },
  },
  '/api/admin/arcades/{id}/revisions/{revision}/restore': {
    POST: {
      summary: "Bring back an arcade's values of a revision",
      description: 'The values as they were right after the revision, written as a new revision (no body).',
      procedure: 'admin.arcades.restoreRevision',
      response: adminArcadeSchema,
      responseName: 'AdminArcade',
      notFound: 'No arcade has this id, or it has no such revision',
    },
  },
  '/api/admin/arcades/{id}/restore': {
    POST: {
      summary: 'Restore a deleted arcade',
      description: 'From the Deleted list, with its history (no body).',
      procedure: 'admin.arcades.undelete',
      response: adminArcadeSchema,
      responseName: 'AdminArcade',
      notFound: 'No arcade has this id',
      conflict: 'The arcade is not deleted',
    },
  },
  '/api/admin/arcades/{id}/confirm': {
    POST: {
      summary: 'Stamp parts of a listing as checked',
      description: 'parts: listing, hours, lineup; today becomes the day each was checked, and nothing else changes.',
      procedure: 'admin.arcades.confirm',
      response: adminArcadeSchema,
      responseName: 'AdminArcade',
      notFound: 'No arcade has this id',
    },
  },
  '/api/admin/arcades/{id}/lineup': {
    GET: {
      summary: "An arcade's games (admin)",
      procedure: 'admin.arcades.lineup',
      response: adminLineupSchema,
      responseName: 'AdminLineup',
      notFound: 'No arcade has this id',
    },
    PUT: {
      summary: "Replace an arcade's games",
      description: 'The whole lineup in one write; confirm stamps today as the day it was checked.',
      procedure: 'admin.arcades.setLineup',
      response: adminLineupSchema,
      responseName: 'AdminLineup',
      notFound: 'No arcade has this id',
    },
  },
  '/api/admin/reports': {
    GET: {
      summary: "Visitors' reports (admin)",
      description: 'The review queue by status (pending when not given), oldest first; a page of at most limit.',
      procedure: 'admin.reports.list',
      response: adminReportListSchema,
      responseName: 'AdminReportList',
    },
  },
  '/api/admin/reports/{id}': {
    GET: {
      summary: 'One report',
      description: "What would change, field by field, beside today's values.",
      procedure: 'admin.reports.get',
      response: adminReportSchema,
      responseName: 'AdminReport',
      notFound: 'No report has this id',
    },
  },
  '/api/admin/reports/{id}/accept': {
    POST: {
      summary: 'Accept a report',
      description:
        "An edit's chosen fields (all when fields is absent) and corrected values, a closure, a game, or for a new " +
        "arcade the Add Arcade form's values (arcade); written as one revision.",
      procedure: 'admin.reports.accept',
      response: adminReportSchema,
      responseName: 'AdminReport',
      notFound: 'No report has this id',
      conflict: 'The report is already decided',
    },
  },
  '/api/admin/reports/{id}/reject': {
    POST: {
      summary: 'Reject a report',
      procedure: 'admin.reports.reject',
      response: adminReportSchema,
      responseName: 'AdminReport',
      notFound: 'No report has this id',
      conflict: 'The report is already decided',
    },
  },
  '/api/admin/reports/{id}/duplicate': {
    POST: {
      summary: 'Mark a report a duplicate of another',
      procedure: 'admin.reports.markDuplicate',
      response: adminReportSchema,
      responseName: 'AdminReport',
      notFound: 'No report has one of these ids',
      conflict: 'The report is already decided',
    },
  },
  '/api/admin/export.csv': {
    GET: {
      summary: 'The whole directory as CSV',
      description: 'Every arcade with its lineup, in id order, streamed as it is read; the import takes it back.',
      procedure: 'admin.export',
      input: { format: 'csv' },
      download: true,
      response: z.string().describe('CSV: a header of the export columns, then one record an arcade'),
      responseName: 'ExportCsv',
      contentType: 'text/csv',
    },
  },
  '/api/admin/export.json': {
    GET: {
      summary: 'The whole directory as JSON',
      description: 'Every arcade with its lineup, in id order, streamed as it is read; the import takes it back.',
      procedure: 'admin.export',
      input: { format: 'json' },
      download: true,
      response: exportFileSchema,
      responseName: 'ExportFile',
    },
  },
  '/api/admin/imports': {
    POST: {
      summary: 'Begin an import',
      description:
        'A file of the export (CSV, JSON) or of OpenStreetMap (Overpass, GeoJSON): all of it, or its first piece ' +
        'with more: true. Its last piece starts the dry run, which checks every row and changes nothing.',
      procedure: 'admin.imports.start',
      response: adminImportSchema,
      responseName: 'AdminImport',
      status: 201,
    },
  },
  '/api/admin/imports/upload': {
    POST: {
      summary: 'Begin an import with the whole file',
      description:
        'The file (the export as CSV or JSON, or OpenStreetMap as Overpass or GeoJSON) is the body, sent as ' +
        'application/octet-stream and written to disk as it arrives, at most 400 MB; its format and name are in ' +
        'the query string. The dry run starts once it is in and changes nothing.',
      procedure: 'admin.imports.upload',
      fileBody: 'file',
      response: adminImportSchema,
      responseName: 'AdminImport',
      status: 201,
      conflict: 'The import was forgotten while its file arrived',
    },
  },
  '/api/admin/imports/{id}': {
    GET: {
      summary: 'An import',
      description: "Its state, the dry run's progress and counts, and once applied what was written.",
      procedure: 'admin.imports.get',
      response: adminImportSchema,
      responseName: 'AdminImport',
      notFound: 'No import has this id (or it was forgotten)',
    },
    DELETE: {
      summary: 'Forget an import',
      description: 'It and its file; what an applied import wrote stays.',
      procedure: 'admin.imports.discard',
      response: deleted,
      responseName: 'Deleted',
      notFound: 'No import has this id (or it was forgotten)',
      conflict: 'The import is being applied',
    },
  },
  '/api/admin/imports/{id}/pieces': {
    POST: {
      summary: "An import file's next piece",
      description: 'The last (more: false) starts the dry run.',
      procedure: 'admin.imports.append',
      response: adminImportSchema,
      responseName: 'AdminImport',
      notFound: 'No import has this id (or it was forgotten)',
      conflict: 'The file is complete: its last piece has arrived',
    },
  },
  '/api/admin/imports/{id}/rows': {
    GET: {
      summary: "The dry run's rows",
      description: 'All, or those of one outcome; a page of at most limit.',
      procedure: 'admin.imports.rows',
      response: importRowPageSchema,
      responseName: 'ImportRowPage',
      notFound: 'No import has this id (or it was forgotten)',
    },
  },
  '/api/admin/imports/{id}/apply': {
    POST: {
      summary: 'Apply a checked import',
      description:
        'Writes its rows in one transaction: rejected rows are refused unless skipRejected, possible duplicates ' +
        'skipped unless addDuplicates.',
      procedure: 'admin.imports.commit',
      response: adminImportSchema,
      responseName: 'AdminImport',
      notFound: 'No import has this id (or it was forgotten)',
      conflict: 'The import is not checked, or another is being applied',
    },
  },
  '/api/admin/games': {
    GET: {
      summary: 'The games catalogue (admin)',
      procedure: 'admin.games.list',
      response: z.object({ data: z.array(adminGameSchema), total: z.int().min(0) }),
      responseName: 'AdminGameList',
    },
    POST: {
      summary: 'Add a game to the catalogue',
      procedure: 'admin.games.create',
      response: adminGameSchema,
      responseName: 'AdminGame',
      status: 201,
    },
  },
  '/api/admin/games/{id}': {
    PUT: {
      summary: 'Change a catalogue entry',
      procedure: 'admin.games.update',
      response: adminGameSchema,
      responseName: 'AdminGame',
      notFound: 'No game has this id',
    },
  },
  '/api/admin/games/{id}/merge': {
    POST: {
      summary: 'Merge a game into another',
      description: 'Its arcades move to the kept entry (intoId), and it is deleted.',
      procedure: 'admin.games.merge',
      response: z.object({ kept: adminGameSchema, movedArcades: z.int().min(0) }),
      responseName: 'GameMerge',
      notFound: 'No game has one of these ids',
    },
  },
  '/api/admin/widgets': {
    GET: {
      summary: 'List affiliate widgets',
      procedure: 'widgets.list',
      response: widgetList,
      responseName: 'WidgetList',
    },
    POST: {
      summary: 'Create an affiliate widget',
      procedure: 'widgets.create',
      response: widgetSchema,
      responseName: 'Widget',
      status: 201,
    },
  },
  '/api/admin/widgets/{id}': {
    PUT: {
      summary: 'Change an affiliate widget',
      procedure: 'widgets.update',
      response: widgetSchema,
      responseName: 'Widget',
      notFound: 'No widget has this id',
    },
    DELETE: {
      summary: 'Delete an affiliate widget',
      procedure: 'widgets.delete',
      response: deleted.extend({ id: z.int() }),
      responseName: 'WidgetDeleted',
      notFound: 'No widget has this id',
    },
  },
} satisfies Record<string, RestPath>

export type RestApiPath = keyof typeof REST_API
