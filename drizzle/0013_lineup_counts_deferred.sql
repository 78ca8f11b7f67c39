CREATE TABLE `lineup_counts_deferred` (
	`one` integer PRIMARY KEY NOT NULL,
	CONSTRAINT "lineup_counts_deferred_one_check" CHECK("lineup_counts_deferred"."one" = 1)
);--> statement-breakpoint
DROP TRIGGER `arcade_games_count_insert`;--> statement-breakpoint
DROP TRIGGER `arcade_games_count_delete`;--> statement-breakpoint
DROP TRIGGER `arcade_games_count_update`;--> statement-breakpoint
DROP TRIGGER `arcades_listed_count`;--> statement-breakpoint
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
