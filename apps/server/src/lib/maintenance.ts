/**
 * Whether this server process is in maintenance (a backup being restored, docs/design.md §14): while it is,
 * every request but the static files answers 503 (plugins/maintenance.ts). The backups module enters it in
 * the process that restores and, through the database, in every other process.
 */
export class Maintenance {
  #since: Date | null = null;

  get active(): boolean {
    return this.#since !== null;
  }

  /** When maintenance began; null: none. */
  get since(): Date | null {
    return this.#since;
  }

  enter(): void {
    this.#since ??= new Date();
  }

  leave(): void {
    this.#since = null;
  }
}
