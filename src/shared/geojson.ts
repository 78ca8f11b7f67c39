import { z } from './zod'
import { arcadeSummarySchema } from './arcade'

/**
 * A search's arcades as GeoJSON (RFC 7946): `GET /api/arcades.geojson`. Each arcade with coordinates is a Point
 * feature, [longitude, latitude] as RFC 7946 orders them, whose properties are the public summary of the arcade and
 * its page's address; arcades of the page without coordinates are left out and counted in a foreign member.
 */
export const arcadeFeatureSchema = z.object({
  type: z.literal('Feature'),
  id: z.int().describe("The arcade's id"),
  geometry: z.object({
    type: z.literal('Point'),
    coordinates: z
      .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])
      .describe('[longitude, latitude] in WGS 84 (RFC 7946 §3.1.1)'),
  }),
  properties: arcadeSummarySchema.extend({ url: z.url().describe("The arcade's page") }),
})
export type ArcadeFeature = z.output<typeof arcadeFeatureSchema>

export const arcadeFeatureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(arcadeFeatureSchema),
  total: z.int().min(0).describe('Arcades matching the search in all, with or without coordinates'),
  limit: z.int().min(1),
  offset: z.int().min(0),
  omitted_without_coordinates: z.int().min(0).describe('Arcades of this page left out: they have no coordinates'),
})
export type ArcadeFeatureCollection = z.output<typeof arcadeFeatureCollectionSchema>
