/** Where the end-to-end server writes its log: silent while tests pass, printed by a failing test. */
export const SERVER_LOG = "test-results/e2e-server.log"
