CREATE TABLE `affiliate_widgets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`target_type` text NOT NULL,
	`target_value` text NOT NULL,
	`widget_code` text,
	`affiliate_link` text,
	`image_url` text,
	`product_name` text,
	`position` text DEFAULT 'bottom' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `affiliate_widgets_active_target_idx` ON `affiliate_widgets` (`is_active`,`target_type`,`target_value`);