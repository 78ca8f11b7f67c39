DROP TRIGGER `arcades_listed_count`;--> statement-breakpoint
CREATE TABLE `arcade_games_new` (
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
	CONSTRAINT "arcade_games_count_check" CHECK("count" BETWEEN 1 AND 99),
	CONSTRAINT "arcade_games_price_check" CHECK("price_cents" IS NULL OR "price_cents" BETWEEN 0 AND 100000),
	CONSTRAINT "arcade_games_status_check" CHECK("status" IN ('working', 'out_of_order', 'left')),
	CONSTRAINT "arcade_games_since_check" CHECK(("status" = 'working') = ("status_since" IS NULL))
) WITHOUT ROWID;--> statement-breakpoint
INSERT INTO `arcade_games_new` SELECT `arcade_id`, `game_id`, `count`, `price_cents`, `status`, `status_since`, `created_at`, `updated_at` FROM `arcade_games` ORDER BY `arcade_id`, `game_id`;--> statement-breakpoint
DROP TABLE `arcade_games`;--> statement-breakpoint
ALTER TABLE `arcade_games_new` RENAME TO `arcade_games`;--> statement-breakpoint
CREATE INDEX `arcade_games_game_idx` ON `arcade_games` (`game_id`,`status`,`arcade_id`);--> statement-breakpoint
CREATE TABLE `revision_games_new` (
	`game_id` integer NOT NULL,
	`revision_id` integer NOT NULL,
	`change` text NOT NULL,
	PRIMARY KEY(`game_id`, `revision_id`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`revision_id`) REFERENCES `revisions`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "revision_games_change_check" CHECK("change" IN ('arrived', 'left', 'status'))
) WITHOUT ROWID;--> statement-breakpoint
INSERT INTO `revision_games_new` SELECT `game_id`, `revision_id`, `change` FROM `revision_games` ORDER BY `game_id`, `revision_id`;--> statement-breakpoint
DROP TABLE `revision_games`;--> statement-breakpoint
ALTER TABLE `revision_games_new` RENAME TO `revision_games`;--> statement-breakpoint
CREATE INDEX `revision_games_revision_idx` ON `revision_games` (`revision_id`);--> statement-breakpoint
CREATE TRIGGER `arcade_games_count_insert` AFTER INSERT ON `arcade_games` WHEN NEW.`status` <> 'left' AND NOT EXISTS (SELECT 1 FROM `lineup_counts_deferred`) BEGIN
	UPDATE `arcades` SET `game_count` = `game_count` + 1 WHERE `id` = NEW.`arcade_id`;
	UPDATE `games` SET `arcade_count` = `arcade_count` + 1
		WHERE `id` = NEW.`game_id` AND (SELECT `listed` FROM `arcades` WHERE `id` = NEW.`arcade_id`);
END;--> statement-breakpoint
CREATE TRIGGER `arcade_games_count_delete` AFTER DELETE ON `arcade_games` WHEN OLD.`status` <> 'left' AND NOT EXISTS (SELECT 1 FROM `lineup_counts_deferred`) BEGIN
	UPDATE `arcades` SET `game_count` = `game_count` - 1 WHERE `id` = OLD.`arcade_id`;
	UPDATE `games` SET `arcade_count` = `arcade_count` - 1
		WHERE `id` = OLD.`game_id` AND (SELECT `listed` FROM `arcades` WHERE `id` = OLD.`arcade_id`);
END;--> statement-breakpoint
CREATE TRIGGER `arcade_games_count_update` AFTER UPDATE OF `status`, `arcade_id`, `game_id` ON `arcade_games` WHEN NOT EXISTS (SELECT 1 FROM `lineup_counts_deferred`) BEGIN
	UPDATE `arcades` SET `game_count` = `game_count` - (OLD.`status` <> 'left') WHERE `id` = OLD.`arcade_id`;
	UPDATE `arcades` SET `game_count` = `game_count` + (NEW.`status` <> 'left') WHERE `id` = NEW.`arcade_id`;
	UPDATE `games` SET `arcade_count` = `arcade_count` - (OLD.`status` <> 'left')
		WHERE `id` = OLD.`game_id` AND (SELECT `listed` FROM `arcades` WHERE `id` = OLD.`arcade_id`);
	UPDATE `games` SET `arcade_count` = `arcade_count` + (NEW.`status` <> 'left')
		WHERE `id` = NEW.`game_id` AND (SELECT `listed` FROM `arcades` WHERE `id` = NEW.`arcade_id`);
END;--> statement-breakpoint
CREATE TRIGGER `arcades_listed_count` AFTER UPDATE OF `status`, `deleted_at` ON `arcades` WHEN OLD.`listed` <> NEW.`listed` AND NOT EXISTS (SELECT 1 FROM `lineup_counts_deferred`) BEGIN
	UPDATE `games` SET `arcade_count` = `arcade_count` + (CASE WHEN NEW.`listed` THEN 1 ELSE -1 END)
		WHERE `id` IN (SELECT `game_id` FROM `arcade_games` WHERE `arcade_id` = NEW.`id` AND `status` <> 'left');
END;
