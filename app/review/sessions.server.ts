// Reviewers' sessions on the server (db/migrations/003): the cookie names a session, and signing out
// deletes it, so a copy of the cookie taken earlier opens nothing afterwards.
import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";

export interface ReviewSessionStore {
  /** Records a new session and returns its id. */
  start(reviewer: string, at: Date): string;
  /** Whether the session exists and belongs to this reviewer. */
  isActive(id: string, reviewer: string): boolean;
  end(id: string): void;
  /** Deletes sessions that began before `before`; returns how many. */
  purge(before: Date): number;
}

export class SqliteReviewSessions implements ReviewSessionStore {
  constructor(private readonly db: Database.Database) {}

  start(reviewer: string, at: Date): string {
    const id = randomBytes(32).toString("base64url");
    this.db
      .prepare("INSERT INTO review_sessions (id, reviewer, signed_in_at) VALUES (?, ?, ?)")
      .run(id, reviewer, at.toISOString());
    return id;
  }

  isActive(id: string, reviewer: string): boolean {
    return (
      this.db.prepare("SELECT 1 FROM review_sessions WHERE id = ? AND reviewer = ?").get(id, reviewer) !== undefined
    );
  }

  end(id: string): void {
    this.db.prepare("DELETE FROM review_sessions WHERE id = ?").run(id);
  }

  purge(before: Date): number {
    return this.db.prepare("DELETE FROM review_sessions WHERE signed_in_at < ?").run(before.toISOString()).changes;
  }
}
