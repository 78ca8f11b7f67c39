CREATE TABLE `arcades` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`address` text NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`zip` text NOT NULL,
	`phone` text,
	`website` text,
	`type` text DEFAULT 'Video arcade' NOT NULL,
	`hours` text DEFAULT 'Hours not available' NOT NULL,
	`description` text NOT NULL,
	`image_url` text DEFAULT '' NOT NULL,
	`rating` real DEFAULT 0 NOT NULL,
	`latitude` real,
	`longitude` real,
	`review_count` integer DEFAULT 0 NOT NULL,
	`price_range` text DEFAULT '$$' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`source` text DEFAULT 'admin' NOT NULL,
	`state_code` text NOT NULL,
	`state_slug` text NOT NULL,
	`city_slug` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `arcades_slug_unique` ON `arcades` (`slug`);--> statement-breakpoint
CREATE INDEX `arcades_state_city_idx` ON `arcades` (`state_slug`,`city_slug`,"rating" desc,`name`);--> statement-breakpoint
CREATE INDEX `arcades_rating_name_idx` ON `arcades` ("rating" desc,`name`);--> statement-breakpoint
CREATE INDEX `arcades_featured_idx` ON `arcades` (`featured`,"rating" desc);--> statement-breakpoint
CREATE INDEX `arcades_zip_idx` ON `arcades` (`zip`);--> statement-breakpoint
CREATE INDEX `arcades_source_idx` ON `arcades` (`source`);