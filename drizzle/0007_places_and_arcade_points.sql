-- ZIP codes and cities with their centres (GeoNames, CC BY 4.0), filled at start from data/places.tsv.gz.
CREATE TABLE `places` (
	`key` text PRIMARY KEY NOT NULL,
	`label` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
-- The arcades that have a place on the map, in an R*Tree for nearest-neighbour searches: each a point (a box of
-- size 0, stored as 32-bit floats rounded outwards, so within a metre of the coordinates).
CREATE VIRTUAL TABLE `arcade_points` USING rtree(`id`, `min_lat`, `max_lat`, `min_lng`, `max_lng`);
--> statement-breakpoint
INSERT INTO `arcade_points`
SELECT `id`, `latitude`, `latitude`, `longitude`, `longitude` FROM `arcades`
WHERE `latitude` IS NOT NULL AND `longitude` IS NOT NULL AND `latitude` <> 0 AND `longitude` <> 0
	AND abs(`latitude`) <= 90 AND abs(`longitude`) <= 180;
--> statement-breakpoint
-- Triggers keep the points in step with every write (admin create, update, delete; seeding; imports).
CREATE TRIGGER `arcade_points_insert` AFTER INSERT ON `arcades`
WHEN NEW.`latitude` IS NOT NULL AND NEW.`longitude` IS NOT NULL AND NEW.`latitude` <> 0 AND NEW.`longitude` <> 0
	AND abs(NEW.`latitude`) <= 90 AND abs(NEW.`longitude`) <= 180
BEGIN
	INSERT INTO `arcade_points` VALUES (NEW.`id`, NEW.`latitude`, NEW.`latitude`, NEW.`longitude`, NEW.`longitude`);
END;
--> statement-breakpoint
CREATE TRIGGER `arcade_points_update` AFTER UPDATE OF `id`, `latitude`, `longitude` ON `arcades`
BEGIN
	DELETE FROM `arcade_points` WHERE `id` = OLD.`id`;
	INSERT INTO `arcade_points`
	SELECT NEW.`id`, NEW.`latitude`, NEW.`latitude`, NEW.`longitude`, NEW.`longitude`
	WHERE NEW.`latitude` IS NOT NULL AND NEW.`longitude` IS NOT NULL AND NEW.`latitude` <> 0 AND NEW.`longitude` <> 0
		AND abs(NEW.`latitude`) <= 90 AND abs(NEW.`longitude`) <= 180;
END;
--> statement-breakpoint
CREATE TRIGGER `arcade_points_delete` AFTER DELETE ON `arcades`
BEGIN
	DELETE FROM `arcade_points` WHERE `id` = OLD.`id`;
END;
--> statement-breakpoint
-- The sort orders of search (rating with ties by review count; name), read in order when the index is built.
CREATE INDEX `arcades_rating_reviews_idx` ON `arcades` (`rating` DESC, `review_count` DESC, `name`, `id`);
--> statement-breakpoint
CREATE INDEX `arcades_name_idx` ON `arcades` (`name` COLLATE NOCASE, `id`);
