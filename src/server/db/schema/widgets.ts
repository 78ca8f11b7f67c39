import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { WIDGET_POSITIONS, WIDGET_TARGET_TYPES } from '../../../shared/widget'
import { SQL_NOW } from './sql-now'
import { sqlList } from './sql-list'

/** SPEC §3 affiliate_widgets; timestamps are set by the server only. */
export const affiliateWidgets = sqliteTable(
  'affiliate_widgets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    targetType: text('target_type', { enum: WIDGET_TARGET_TYPES }).notNull(),
    targetValue: text('target_value').notNull(),
    widgetCode: text('widget_code'),
    affiliateLink: text('affiliate_link'),
    imageUrl: text('image_url'),
    productName: text('product_name'),
    position: text('position', { enum: WIDGET_POSITIONS }).notNull().default('bottom'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: text('created_at').notNull().default(SQL_NOW),
    updatedAt: text('updated_at').notNull().default(SQL_NOW),
  },
  (t) => [
    index('affiliate_widgets_active_target_idx').on(t.isActive, t.targetType, t.targetValue),
    check('affiliate_widgets_target_type_check', sql`${t.targetType} IN (${sqlList(WIDGET_TARGET_TYPES)})`),
    check('affiliate_widgets_position_check', sql`${t.position} IN (${sqlList(WIDGET_POSITIONS)})`),
  ],
)
