PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_affiliate_widgets` (
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
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "affiliate_widgets_target_type_check" CHECK("__new_affiliate_widgets"."target_type" IN ('path', 'tag')),
	CONSTRAINT "affiliate_widgets_position_check" CHECK("__new_affiliate_widgets"."position" IN ('top', 'bottom', 'sidebar'))
);
--> statement-breakpoint
INSERT INTO `__new_affiliate_widgets`("id", "name", "target_type", "target_value", "widget_code", "affiliate_link", "image_url", "product_name", "position", "is_active", "created_at", "updated_at") SELECT "id", "name", "target_type", "target_value", "widget_code", "affiliate_link", "image_url", "product_name", "position", "is_active", "created_at", "updated_at" FROM `affiliate_widgets`;--> statement-breakpoint
DROP TABLE `affiliate_widgets`;--> statement-breakpoint
ALTER TABLE `__new_affiliate_widgets` RENAME TO `affiliate_widgets`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `affiliate_widgets_active_target_idx` ON `affiliate_widgets` (`is_active`,`target_type`,`target_value`);