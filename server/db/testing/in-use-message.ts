/** Test support: what a refused opener of the embedded database says (data-dir-lock.ts), for the folder and the pid holding it. */
export const inUseMessage = (folder: string, pid: number): RegExp =>
  new RegExp(
    `^The embedded database in ${folder.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} is in use by process ${pid} \\(started [^)]+\\)\\. ` +
      `Stop that server first, or set DATA_DIR to another folder\\.$`,
  )
