/** The performance mark a page sets when it starts work it put off until idle (use-idle.ts); `npm run bench:web` counts what follows it apart. */
export const IDLE_WORK_MARK = "karoo:idle-work"
