/** Payloads of the wallboard calls (supervisor-dashboards §7) beyond the wallboard itself. */

/** The owner's boards (GET api/wallboard/current/boards) and the one the screen shows. */
export interface WallboardBoards {
  selectedBoardId: number;
  boards: { boardId: number; name: string }[];
}
