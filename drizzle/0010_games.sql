CREATE TABLE `arcade_games` (
	`arcade_id` integer NOT NULL,
	`game_id` integer NOT NULL,
	`count` integer DEFAULT 1 NOT NULL,
	`price_cents` integer,
	`status` text DEFAULT 'working' NOT NULL,
	`status_since` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`arcade_id`, `game_id`),
	FOREIGN KEY (`arcade_id`) REFERENCES `arcades`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "arcade_games_count_check" CHECK("arcade_games"."count" BETWEEN 1 AND 99),
	CONSTRAINT "arcade_games_price_check" CHECK("arcade_games"."price_cents" IS NULL OR "arcade_games"."price_cents" BETWEEN 0 AND 100000),
	CONSTRAINT "arcade_games_status_check" CHECK("arcade_games"."status" IN ('working', 'out_of_order', 'left')),
	CONSTRAINT "arcade_games_since_check" CHECK(("arcade_games"."status" = 'working') = ("arcade_games"."status_since" IS NULL))
);
--> statement-breakpoint
CREATE INDEX `arcade_games_game_idx` ON `arcade_games` (`game_id`,`status`,`arcade_id`);--> statement-breakpoint
CREATE TABLE `games` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`manufacturer` text,
	`year` integer,
	`kind` text NOT NULL,
	`aliases` text DEFAULT '[]' NOT NULL,
	`arcade_count` integer DEFAULT 0 NOT NULL,
	`source` text DEFAULT 'catalogue' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "games_kind_check" CHECK("games"."kind" IN ('video', 'pinball', 'rhythm', 'racing', 'light-gun', 'fighting', 'vr', 'redemption', 'table')),
	CONSTRAINT "games_year_check" CHECK("games"."year" IS NULL OR "games"."year" >= 1970),
	CONSTRAINT "games_aliases_check" CHECK(json_valid("games"."aliases") AND json_type("games"."aliases") = 'array'),
	CONSTRAINT "games_source_check" CHECK("games"."source" IN ('catalogue', 'admin'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `games_slug_unique` ON `games` (`slug`);--> statement-breakpoint
CREATE INDEX `games_kind_title_idx` ON `games` (`kind`,"title" COLLATE NOCASE);--> statement-breakpoint
ALTER TABLE `arcades` ADD `game_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `arcades` ADD `lineup_checked_at` text;--> statement-breakpoint
CREATE TRIGGER `arcade_games_count_insert` AFTER INSERT ON `arcade_games` WHEN NEW.`status` <> 'left' BEGIN
	UPDATE `arcades` SET `game_count` = `game_count` + 1 WHERE `id` = NEW.`arcade_id`;
	UPDATE `games` SET `arcade_count` = `arcade_count` + 1 WHERE `id` = NEW.`game_id`;
END;--> statement-breakpoint
CREATE TRIGGER `arcade_games_count_delete` AFTER DELETE ON `arcade_games` WHEN OLD.`status` <> 'left' BEGIN
	UPDATE `arcades` SET `game_count` = `game_count` - 1 WHERE `id` = OLD.`arcade_id`;
	UPDATE `games` SET `arcade_count` = `arcade_count` - 1 WHERE `id` = OLD.`game_id`;
END;--> statement-breakpoint
CREATE TRIGGER `arcade_games_count_update` AFTER UPDATE OF `status`, `arcade_id`, `game_id` ON `arcade_games` BEGIN
	UPDATE `arcades` SET `game_count` = `game_count` - (OLD.`status` <> 'left') WHERE `id` = OLD.`arcade_id`;
	UPDATE `arcades` SET `game_count` = `game_count` + (NEW.`status` <> 'left') WHERE `id` = NEW.`arcade_id`;
	UPDATE `games` SET `arcade_count` = `arcade_count` - (OLD.`status` <> 'left') WHERE `id` = OLD.`game_id`;
	UPDATE `games` SET `arcade_count` = `arcade_count` + (NEW.`status` <> 'left') WHERE `id` = NEW.`game_id`;
END;
