-- Point searches read the arcades' coordinates from the in-memory search index (sorted by latitude), several times
-- quicker than the R*Tree of 0007: its triggers and table go.
DROP TRIGGER IF EXISTS `arcade_points_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `arcade_points_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `arcade_points_delete`;
--> statement-breakpoint
DROP TABLE IF EXISTS `arcade_points`;
