import { runMain } from "./main.ts"

/** The entry point `npm start` builds (server/build.ts) and runs with plain Node: the server of main.ts. */
runMain(process.argv.slice(2))
