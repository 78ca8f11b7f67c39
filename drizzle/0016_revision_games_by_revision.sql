CREATE TABLE `revision_games_new` (
	`game_id` integer NOT NULL,
	`revision_id` integer NOT NULL,
	`change` text NOT NULL,
	PRIMARY KEY(`revision_id`, `game_id`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`revision_id`) REFERENCES `revisions`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "revision_games_change_check" CHECK("change" IN ('arrived', 'left', 'status'))
) WITHOUT ROWID;--> statement-breakpoint
INSERT INTO `revision_games_new` SELECT `game_id`, `revision_id`, `change` FROM `revision_games` ORDER BY `revision_id`, `game_id`;--> statement-breakpoint
DROP TABLE `revision_games`;--> statement-breakpoint
ALTER TABLE `revision_games_new` RENAME TO `revision_games`;--> statement-breakpoint
CREATE INDEX `revision_games_game_idx` ON `revision_games` (`game_id`,`change`,`revision_id`);
