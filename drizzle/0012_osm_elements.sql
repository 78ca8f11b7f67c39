ALTER TABLE `arcades` ADD `osm_ref` text;--> statement-breakpoint
ALTER TABLE `arcades` ADD `osm_tags` text;--> statement-breakpoint
CREATE UNIQUE INDEX `arcades_osm_ref_unique` ON `arcades` (`osm_ref`);