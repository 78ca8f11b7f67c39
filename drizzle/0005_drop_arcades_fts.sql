-- Search now runs on an in-memory index built from arcades (docs/decisions/0010-search-index.md);
-- the FTS5 table and the triggers that kept it in step are no longer read.
DROP TRIGGER IF EXISTS `arcades_fts_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `arcades_fts_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `arcades_fts_update`;
--> statement-breakpoint
DROP TABLE IF EXISTS `arcades_fts`;
