-- The posting exchange line by line (issue 33 part 2; docs/rewards.md "Posting"): a program answers each line of a
-- posting file, accepted or rejected with its reason, across as many calls as it likes; the file is acknowledged
-- once every line is answered. A rejected line's reward is not credited and is held out of later files until
-- support sends it again.

-- The line's posting_line number in the file's CSV, its answer, why (rejected), when, and when support sent its
-- reward again (rejected lines only).
ALTER TABLE reward_posting_lines
  ADD COLUMN line_no integer,
  ADD COLUMN status text CHECK (status IN ('accepted', 'rejected')),
  ADD COLUMN reason text,
  ADD COLUMN answered_at timestamptz,
  ADD COLUMN sent_again_at timestamptz;

-- Files written before: their lines were numbered in reward order (postings.ts writePosting), and an acknowledged
-- file accepted all of them.
UPDATE reward_posting_lines l
SET line_no = n.line_no
FROM (SELECT posting_id, reward_id, row_number() OVER (PARTITION BY posting_id ORDER BY reward_id) AS line_no
      FROM reward_posting_lines) n
WHERE n.posting_id = l.posting_id AND n.reward_id = l.reward_id;
UPDATE reward_posting_lines l
SET status = 'accepted', answered_at = p.acknowledged_at
FROM reward_postings p
WHERE p.id = l.posting_id AND p.acknowledged_at IS NOT NULL;

ALTER TABLE reward_posting_lines ALTER COLUMN line_no SET NOT NULL;
ALTER TABLE reward_posting_lines ADD CONSTRAINT reward_posting_lines_answer CHECK (
  (status IS NULL AND answered_at IS NULL AND reason IS NULL)
  OR (status = 'accepted' AND answered_at IS NOT NULL AND reason IS NULL)
  OR (status = 'rejected' AND answered_at IS NOT NULL AND reason IS NOT NULL));
CREATE UNIQUE INDEX reward_posting_lines_line_no ON reward_posting_lines (posting_id, line_no);
-- A program's rejected lines, for support's reconciliation.
CREATE INDEX reward_posting_lines_rejected ON reward_posting_lines (posting_id) WHERE status = 'rejected';

-- The program rejected the reward's line: no posting file carries it until support sends it again.
ALTER TABLE rewards ADD COLUMN posting_rejected_at timestamptz;
