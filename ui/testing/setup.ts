import "@testing-library/jest-dom/vitest"
import { cleanup, configure } from "@testing-library/react"
import { afterEach } from "vitest"

// The kit's dialogs, popovers and the search fields load their code on first use; the first such import in a
// worker is transformed on the spot, which on a busy machine takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 })

// Each test starts from an empty document.
afterEach(() => cleanup())
