import { z } from 'zod';

/**
 * The posting exchange (docs/rewards.md "Posting"): a Mile or Point program fetches its posting files and answers
 * them, whole (…/Acknowledgement) or line by line (…/Lines), with calls signed by its own integration key
 * (contracts/integration-keys.ts). Support reads each file's reconciliation and sends a rejected line's reward
 * again (contracts/support-paths.ts postingFiles…). Imported by path, never from the package index.
 */

/** The partner calls: GET lists the waiting files; `/{fileName}` fetches one; `/{fileName}/Acknowledgement|Lines`. */
export const POSTINGS_PATH = '/api/Processor/Postings';

/** The line answers' body cap: a call answers at most POSTING_LINES_PER_CALL lines, well within it. */
export const POSTING_LINES_MAX_BYTES = 1024 * 1024;
export const POSTING_LINES_PER_CALL = 5000;
export const POSTING_REASON_MAX = 200;

export const POSTING_MESSAGES = {
  form: 'Please check the line answers for errors.',
  notJson: 'The body is not JSON: send {"lines": [{"line": 1, "status": "accepted"}]}.',
  reasonRequired: 'Say why the line is rejected (1 to 200 characters).',
  reasonNotExpected: 'Only a rejected line has a reason.',
  duplicate: 'This line is answered twice in the call.',
  unknownLine: (line: number) => `The file has no line ${line}.`,
  conflict: 'Some lines were already answered differently; nothing in this call was applied.',
  conflictLine: (line: number, status: string) => `Line ${line} was already ${status}.`,
} as const;

/** The partner calls' own shapes: the waiting files, a file's name, an acknowledgement. */
export const waitingPostingFileSchema = z.object({
  fileName: z.string(),
  partnerCode: z.string(),
  lineCount: z.number().int(),
  totalAmount: z.number(),
  createdAt: z.string().describe('ISO 8601 time the file was written'),
});
export type WaitingPostingFile = z.infer<typeof waitingPostingFileSchema>;

/** The files waiting for the calling partner, oldest first. */
export const waitingPostingFilesSchema = z.array(waitingPostingFileSchema);

/** `?partner=` may only name the key's own program (403 otherwise). */
export const postingFileListQuerySchema = z.object({
  partner: z.union([z.string(), z.array(z.string())]).optional(),
});

export const postingFileAcknowledgedSchema = z.object({
  fileName: z.string(),
  acknowledgedAt: z.string().describe('ISO 8601 time of the acknowledgement'),
});

export const postingLineAnswerSchema = z
  .object({
    line: z.number('Give the posting_line number.').int().min(1, 'Give the posting_line number.'),
    status: z.enum(['accepted', 'rejected'], 'Use "accepted" or "rejected".'),
    reason: z.string().trim().min(1, POSTING_MESSAGES.reasonRequired).max(POSTING_REASON_MAX).optional(),
  })
  .strict()
  .superRefine((answer, ctx) => {
    if (answer.status === 'rejected' && answer.reason === undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: POSTING_MESSAGES.reasonRequired });
    }
    if (answer.status === 'accepted' && answer.reason !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: POSTING_MESSAGES.reasonNotExpected });
    }
  });
export type PostingLineAnswer = z.infer<typeof postingLineAnswerSchema>;

export const postingLinesRequestSchema = z
  .object({
    lines: z
      .array(postingLineAnswerSchema, 'Send "lines", a list of answers.')
      .min(1, 'Answer at least one line.')
      .max(POSTING_LINES_PER_CALL, `Answer at most ${POSTING_LINES_PER_CALL} lines in a call.`),
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.lines.forEach((answer, index) => {
      if (seen.has(answer.line)) {
        ctx.addIssue({ code: 'custom', path: ['lines', index, 'line'], message: POSTING_MESSAGES.duplicate });
      }
      seen.add(answer.line);
    });
  });
export type PostingLinesRequest = z.infer<typeof postingLinesRequestSchema>;

/** A file's lines as answered so far; acknowledgedAt once every line is. */
export const postingReconciliationSchema = z.object({
  fileName: z.string(),
  lines: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  outstanding: z.number().int(),
  acknowledgedAt: z.iso.datetime().nullable(),
});
export type PostingReconciliation = z.infer<typeof postingReconciliationSchema>;

// The support console (SUPPORT_PATHS.postingFiles…; agents and admins of the program).

export const POSTING_FILES_LIMIT = 50;

export const postingFileSchema = postingReconciliationSchema.extend({
  createdAt: z.iso.datetime(),
  totalAmount: z.number(),
});
export type PostingFile = z.infer<typeof postingFileSchema>;

export const postingFileListSchema = z.object({ files: z.array(postingFileSchema) });
export type PostingFileList = z.infer<typeof postingFileListSchema>;

export const postingRejectedLineSchema = z.object({
  line: z.number().int(),
  memberPublicId: z.string(),
  memberName: z.string(),
  rewardId: z.string(),
  amount: z.number(),
  reason: z.string(),
  answeredAt: z.iso.datetime(),
  /** Support sent the reward again: the hold is cleared and the next file carries it. */
  sentAgain: z.boolean(),
});
export type PostingRejectedLine = z.infer<typeof postingRejectedLineSchema>;

export const postingRejectedLinesSchema = z.object({
  fileName: z.string(),
  lines: z.array(postingRejectedLineSchema),
});
export type PostingRejectedLines = z.infer<typeof postingRejectedLinesSchema>;

export const postingFileParamsSchema = z.object({ fileName: z.string().min(1).max(128) });
export const postingLineParamsSchema = postingFileParamsSchema.extend({
  line: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const postingSentAgainSchema = z.object({
  fileName: z.string(),
  line: z.number().int(),
  rewardId: z.string(),
  message: z.string(),
});
export type PostingSentAgain = z.infer<typeof postingSentAgainSchema>;

export const POSTING_SUPPORT_MESSAGES = {
  fileNotFound: 'No posting file with that name in this program.',
  lineNotRejected: 'That line of the file was not rejected.',
  alreadySent: 'This reward was already sent again.',
  sentAgain: 'Sent again: the next posting file carries it.',
} as const;
