import { closingWindow, isNotEnded, type MaintenanceModule } from '@lotto/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { NotificationListener } from '../db/notifications';
import type { Schema } from '../db/schema';
import { DomainError } from '../errors/errors';
import { findWindowsNotEnded, type StoredWindow } from './maintenanceRepository';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's copy of the maintenance windows (docs/operations.md#maintenance-windows). */
    maintenance: MaintenanceWindows;
  }
}

/** NOTIFYed by the database (migration 028) on every change of the windows. */
export const MAINTENANCE_CHANGED_CHANNEL = 'maintenance_changed';

/**
 * Throws MAINTENANCE (503, the window's message) when a window in force at `now` closes `module`
 * (for 'bet', betting on `lottery`). Every check compares with the clock, so a window ends by
 * itself at its `until`, and one scheduled is not yet in force.
 */
export function refuseWhenClosed(windows: readonly StoredWindow[], module: MaintenanceModule, now: Date, lottery?: string): void {
  const closing = closingWindow(windows, module, now, lottery);
  if (closing) throw new DomainError('maintenance', { message: closing.message });
}

/**
 * The maintenance windows as this process keeps them, so that the calls they can close (a bet
 * above all) read no table to learn they are open. The copy is the windows not ended when read;
 * which are in force is decided against the clock at each check. Every process drops its copy as
 * soon as PostgreSQL tells it of a change (LISTEN 'maintenance_changed'), and keeps none while it
 * cannot hear (it then reads per call until it listens again); without a listener it reads per call.
 */
export class MaintenanceWindows {
  private kept: Promise<StoredWindow[]> | undefined;
  private listening = false;
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly notifications?: NotificationListener,
  ) {}

  async start(): Promise<void> {
    if (!this.notifications) return;
    this.stopListening = await this.notifications.listen(MAINTENANCE_CHANGED_CHANNEL, () => this.changed(), {
      interrupted: () => {
        this.listening = false;
        this.changed();
      },
      resumed: () => (this.listening = true),
    });
    this.listening = true;
  }

  stop(): void {
    this.listening = false;
    this.changed();
    this.stopListening?.();
  }

  /** The windows not ended at `now`. */
  async current(now = new Date()): Promise<StoredWindow[]> {
    let windows = this.kept;
    if (!windows) {
      windows = findWindowsNotEnded(this.db, now);
      if (this.listening) {
        const read = windows;
        this.kept = read;
        read.catch(() => {
          if (this.kept === read) this.kept = undefined;
        });
      }
    }
    return (await windows).filter((window) => isNotEnded(window, now));
  }

  /** Throws MAINTENANCE when a window in force closes `module` (see refuseWhenClosed). */
  async refuse(module: MaintenanceModule, now = new Date()): Promise<void> {
    refuseWhenClosed(await this.current(now), module, now);
  }

  /** Drops the copy: on the database's news, or at once by the process that changed the windows. */
  changed(): void {
    this.kept = undefined;
  }
}

/** Decorates the app with `maintenance`, listening on the app's notifications when given. */
export const maintenanceWindows = fp(
  async (app: FastifyInstance, { database, notifications }: { database: Database; notifications?: NotificationListener }) => {
    const windows = new MaintenanceWindows(database.db, notifications);
    await windows.start();
    app.addHook('onClose', async () => windows.stop());
    app.decorate('maintenance', windows);
  },
  { name: 'maintenance-windows' },
);
