CREATE TABLE `imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`admin_id` integer,
	`admin_username` text NOT NULL,
	`format` text NOT NULL,
	`file_name` text NOT NULL,
	`summary` text DEFAULT '{}' NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`arcade_id` integer,
	`proposed` text NOT NULL,
	`message` text,
	`contact_email` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`duplicate_of_id` integer,
	`fold_count` integer DEFAULT 1 NOT NULL,
	`fingerprint` text NOT NULL,
	`submitter_hash` text NOT NULL,
	`decided_at` text,
	`decided_by_admin_id` integer,
	`decision_reason` text,
	`accepted_fields` text,
	`revision_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`arcade_id`) REFERENCES `arcades`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`duplicate_of_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by_admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`revision_id`) REFERENCES `revisions`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "reports_kind_check" CHECK("reports"."kind" IN ('edit', 'game', 'closure', 'other', 'new_arcade')),
	CONSTRAINT "reports_status_check" CHECK("reports"."status" IN ('pending', 'accepted', 'rejected', 'duplicate')),
	CONSTRAINT "reports_arcade_check" CHECK(("reports"."kind" = 'new_arcade') = ("reports"."arcade_id" IS NULL)),
	CONSTRAINT "reports_duplicate_check" CHECK(("reports"."status" = 'duplicate') = ("reports"."duplicate_of_id" IS NOT NULL)),
	CONSTRAINT "reports_proposed_check" CHECK(json_valid("reports"."proposed"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reports_pending_fingerprint_uq` ON `reports` (`fingerprint`) WHERE "reports"."status" = 'pending';--> statement-breakpoint
CREATE INDEX `reports_queue_idx` ON `reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_arcade_idx` ON `reports` (`arcade_id`,`status`);--> statement-breakpoint
CREATE INDEX `reports_quota_idx` ON `reports` (`submitter_hash`,`created_at`);--> statement-breakpoint
CREATE TABLE `revision_games` (
	`game_id` integer NOT NULL,
	`revision_id` integer NOT NULL,
	`change` text NOT NULL,
	PRIMARY KEY(`game_id`, `revision_id`),
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`revision_id`) REFERENCES `revisions`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "revision_games_change_check" CHECK("revision_games"."change" IN ('arrived', 'left', 'status'))
);
--> statement-breakpoint
CREATE INDEX `revision_games_revision_idx` ON `revision_games` (`revision_id`);--> statement-breakpoint
CREATE TABLE `revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`arcade_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`actor` text NOT NULL,
	`admin_id` integer,
	`admin_username` text,
	`report_id` integer,
	`import_id` integer,
	`kind` text NOT NULL,
	`changes` text NOT NULL,
	`reverts_id` integer,
	`feed` text,
	`state_slug` text NOT NULL,
	`city_slug` text NOT NULL,
	FOREIGN KEY (`arcade_id`) REFERENCES `arcades`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`import_id`) REFERENCES `imports`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reverts_id`) REFERENCES `revisions`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "revisions_actor_check" CHECK("revisions"."actor" IN ('admin', 'report', 'import', 'system')),
	CONSTRAINT "revisions_kind_check" CHECK("revisions"."kind" IN ('create', 'update', 'lineup', 'confirm', 'close', 'delete', 'undelete', 'revert')),
	CONSTRAINT "revisions_feed_check" CHECK("revisions"."feed" IS NULL OR "revisions"."feed" IN ('new', 'closed', 'reopened', 'changed')),
	CONSTRAINT "revisions_report_check" CHECK("revisions"."actor" <> 'report' OR ("revisions"."report_id" IS NOT NULL AND "revisions"."admin_id" IS NOT NULL)),
	CONSTRAINT "revisions_import_check" CHECK("revisions"."actor" <> 'import' OR "revisions"."import_id" IS NOT NULL),
	CONSTRAINT "revisions_admin_check" CHECK("revisions"."actor" <> 'admin' OR "revisions"."admin_id" IS NOT NULL),
	CONSTRAINT "revisions_changes_check" CHECK(json_valid("revisions"."changes") AND json_type("revisions"."changes") = 'object')
);
--> statement-breakpoint
CREATE INDEX `revisions_arcade_idx` ON `revisions` (`arcade_id`,"id" desc);--> statement-breakpoint
CREATE INDEX `revisions_feed_idx` ON `revisions` ("id" desc) WHERE "revisions"."feed" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `revisions_feed_place_idx` ON `revisions` (`state_slug`,`city_slug`,"id" desc) WHERE "revisions"."feed" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `revisions_report_idx` ON `revisions` (`report_id`);--> statement-breakpoint
CREATE INDEX `revisions_import_idx` ON `revisions` (`import_id`);--> statement-breakpoint
ALTER TABLE `arcades` ADD `status` text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE `arcades` ADD `closed_on` text;--> statement-breakpoint
ALTER TABLE `arcades` ADD `checked_at` text;--> statement-breakpoint
ALTER TABLE `arcades` ADD `hours_checked_at` text;--> statement-breakpoint
ALTER TABLE `arcades` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `arcades` ADD `listed` integer GENERATED ALWAYS AS (deleted_at IS NULL AND status <> 'permanently_closed') VIRTUAL NOT NULL;--> statement-breakpoint
CREATE INDEX `arcades_deleted_idx` ON `arcades` (`deleted_at`) WHERE "arcades"."deleted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `arcades_status_idx` ON `arcades` (`status`) WHERE "arcades"."status" <> 'open';--> statement-breakpoint
CREATE TRIGGER `arcades_status_insert_check` BEFORE INSERT ON `arcades`
WHEN NEW.`status` NOT IN ('open', 'temporarily_closed', 'permanently_closed') OR (NEW.`status` = 'open' AND NEW.`closed_on` IS NOT NULL) BEGIN
	SELECT RAISE(ABORT, 'arcades.status must be open, temporarily_closed or permanently_closed, and an open arcade has no closed_on');
END;--> statement-breakpoint
CREATE TRIGGER `arcades_status_update_check` BEFORE UPDATE OF `status`, `closed_on` ON `arcades`
WHEN NEW.`status` NOT IN ('open', 'temporarily_closed', 'permanently_closed') OR (NEW.`status` = 'open' AND NEW.`closed_on` IS NOT NULL) BEGIN
	SELECT RAISE(ABORT, 'arcades.status must be open, temporarily_closed or permanently_closed, and an open arcade has no closed_on');
END;--> statement-breakpoint
CREATE TRIGGER `revisions_no_update` BEFORE UPDATE ON `revisions` BEGIN
	SELECT RAISE(ABORT, 'revisions are append-only');
END;--> statement-breakpoint
CREATE TRIGGER `revisions_no_delete` BEFORE DELETE ON `revisions` BEGIN
	SELECT RAISE(ABORT, 'revisions are append-only');
END;--> statement-breakpoint
DROP TRIGGER `arcade_games_count_insert`;--> statement-breakpoint
DROP TRIGGER `arcade_games_count_delete`;--> statement-breakpoint
DROP TRIGGER `arcade_games_count_update`;--> statement-breakpoint
CREATE TRIGGER `arcade_games_count_insert` AFTER INSERT ON `arcade_games` WHEN NEW.`status` <> 'left' BEGIN
	UPDATE `arcades` SET `game_count` = `game_count` + 1 WHERE `id` = NEW.`arcade_id`;
	UPDATE `games` SET `arcade_count` = `arcade_count` + 1
		WHERE `id` = NEW.`game_id` AND (SELECT `listed` FROM `arcades` WHERE `id` = NEW.`arcade_id`);
END;--> statement-breakpoint
CREATE TRIGGER `arcade_games_count_delete` AFTER DELETE ON `arcade_games` WHEN OLD.`status` <> 'left' BEGIN
	UPDATE `arcades` SET `game_count` = `game_count` - 1 WHERE `id` = OLD.`arcade_id`;
	UPDATE `games` SET `arcade_count` = `arcade_count` - 1
		WHERE `id` = OLD.`game_id` AND (SELECT `listed` FROM `arcades` WHERE `id` = OLD.`arcade_id`);
END;--> statement-breakpoint
CREATE TRIGGER `arcade_games_count_update` AFTER UPDATE OF `status`, `arcade_id`, `game_id` ON `arcade_games` BEGIN
	UPDATE `arcades` SET `game_count` = `game_count` - (OLD.`status` <> 'left') WHERE `id` = OLD.`arcade_id`;
	UPDATE `arcades` SET `game_count` = `game_count` + (NEW.`status` <> 'left') WHERE `id` = NEW.`arcade_id`;
	UPDATE `games` SET `arcade_count` = `arcade_count` - (OLD.`status` <> 'left')
		WHERE `id` = OLD.`game_id` AND (SELECT `listed` FROM `arcades` WHERE `id` = OLD.`arcade_id`);
	UPDATE `games` SET `arcade_count` = `arcade_count` + (NEW.`status` <> 'left')
		WHERE `id` = NEW.`game_id` AND (SELECT `listed` FROM `arcades` WHERE `id` = NEW.`arcade_id`);
END;--> statement-breakpoint
CREATE TRIGGER `arcades_listed_count` AFTER UPDATE OF `status`, `deleted_at` ON `arcades` WHEN OLD.`listed` <> NEW.`listed` BEGIN
	UPDATE `games` SET `arcade_count` = `arcade_count` + (CASE WHEN NEW.`listed` THEN 1 ELSE -1 END)
		WHERE `id` IN (SELECT `game_id` FROM `arcade_games` WHERE `arcade_id` = NEW.`id` AND `status` <> 'left');
END;
