import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`

/** SPEC §3 affiliate_widgets; timestamps are set by the server only. */
export const affiliateWidgets = sqliteTable(
  'affiliate_widgets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    targetType: text('target_type', { enum: ['path', 'tag'] }).notNull(),
    targetValue: text('target_value').notNull(),
    widgetCode: text('widget_code'),
    affiliateLink: text('affiliate_link'),
    imageUrl: text('image_url'),
    productName: text('product_name'),
    position: text('position', { enum: ['top', 'bottom', 'sidebar'] })
      .notNull()
      .default('bottom'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: text('created_at').notNull().default(now),
    updatedAt: text('updated_at').notNull().default(now),
  },
  (t) => [
    index('affiliate_widgets_active_target_idx').on(t.isActive, t.targetType, t.targetValue),
    check('affiliate_widgets_target_type_check', sql`${t.targetType} IN ('path', 'tag')`),
    check('affiliate_widgets_position_check', sql`${t.position} IN ('top', 'bottom', 'sidebar')`),
  ],
)
