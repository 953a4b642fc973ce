// The data folder and the SQLite database hold senders' names, e-mail addresses and notes, and the
// keys: no other user of the machine may read them.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";

/** Makes the data folder if it is missing, readable by the server's own user only. */
export function makePrivateDir(dir: string) {
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/**
 * The database file, readable and writable by the server's own user only, made so before SQLite
 * opens it. SQLite gives the -wal and -shm files the database file's permissions.
 */
export function privateDatabaseFile(file: string): string {
  closeSync(openSync(file, "a", 0o600));
  chmodSync(file, 0o600);
  for (const companion of [`${file}-wal`, `${file}-shm`]) if (existsSync(companion)) chmodSync(companion, 0o600);
  return file;
}
