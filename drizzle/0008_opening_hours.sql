ALTER TABLE `arcades` ADD `opening_hours` text;--> statement-breakpoint
ALTER TABLE `arcades` ADD `weekly_hours` text;--> statement-breakpoint
ALTER TABLE `arcades` ADD `time_zone` text DEFAULT '' NOT NULL;
