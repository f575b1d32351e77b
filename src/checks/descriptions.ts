/** What each check proves, and what it does not: shown in the report beside every result. */
export const CHECK_DESCRIPTIONS: Readonly<Record<string, string>> = {
  transcript_readable:
    "Proves the transcript parsed into messages and tool calls with their results. Not that it is the whole run.",
  task_found:
    "Proves there is a request (the transcript's, else the PR description) to check the work against. Not that it was met.",
  verified_after_last_edit:
    "Proves a recognized check ran after the last edit that could affect it, with a known outcome: a test, build, "
    + "type-check, lint or compile; a run of what the agent wrote or built; or a command the rubric names. Its absence "
    + "is missing evidence (warn), never a failure. Not that the check covers the change.",
  final_checks_green:
    "Proves the last run of each recognized check succeeded. A failure counts as settled by a later green run of it, "
    + "by a later edit and a green run of its kind, or, for the agent's own probes, by any later green check. Fails "
    + "only on a failure nothing settled. Not that the tests are meaningful.",
  ended_cleanly:
    "Proves the run ended on the agent's own completion, not an error, a limit, an interruption, a denied permission, "
    + "or a transcript that stops inside a tool call that never returned. Not that the agent was right to stop.",
  claims_backed:
    "Proves the claims of the final answer and PR body (tests, counts, security, data, builds; riskiest first, within "
    + "a budget) match observed output said in context. Claims over the budget are listed as unchecked, never backed.",
  edits_match_diff:
    "Proves the files the PR changes are the files the agent edited and, where the transcript carries the text it "
    + "wrote, that the PR adds that text. Unexplained code changes, or edits that touch none of the PR's files, hold "
    + "the verdict at neutral. Not that a shell command wrote what it claims.",
  no_weakened_tests:
    "Proves the diff adds no skips or focus, swallows no test failure, and removes no tests or assertions. It cannot "
    + "tell a justified removal from a weakening.",
  edited_files_parse:
    "Proves the changed files exist in the checkout, are not emptied, and still parse (JSON, JSONC, YAML, TOML). Not "
    + "that they are correct.",
  red_flags:
    "Shows actions a reviewer should see (force pushes, skipped hooks, curl | sh, secret reads, deletes outside the "
    + "work tree, CI workflow edits); fails when the PR adds a secret the agent wrote. It cannot see intent.",
};
