import type { Migration } from '../migrate';

/**
 * More than one wallboard per owner (supervisor-dashboards §3 "supervisorWallboardSettings
 * {selectedWallboardIndex, wallboards[name]}"): boards numbered per owner, and which one the
 * owner's screen shows. The one board each owner had becomes their board 1, selected.
 */
export const wallboardBoards: Migration = {
  version: 5,
  name: 'wallboard boards',
  async up(m) {
    await m.exec(`
      CREATE TABLE wallboard_boards (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        board_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        interval_seconds REAL NOT NULL,
        font_size INTEGER NOT NULL,
        theme TEXT NOT NULL,
        cards TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, board_id)
      );
      CREATE TABLE wallboard_selection (
        user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        board_id INTEGER NOT NULL
      );
      INSERT INTO wallboard_boards (user_id, board_id, name, interval_seconds, font_size, theme, cards, updated_at)
        SELECT user_id, 1, name, interval_seconds, font_size, theme, cards, updated_at FROM wallboards;
      INSERT INTO wallboard_selection (user_id, board_id) SELECT user_id, 1 FROM wallboards;
      DROP TABLE wallboards;
    `);
  },
};
