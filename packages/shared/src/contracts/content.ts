import { z } from 'zod';

/** GET /api/cms/{contentType}/{contentName}/?page_size=100[&preview=1] */
export const contentParamsSchema = z.object({
  contentType: z.string().regex(/^[a-z_]+$/, 'contentType is lower-case letters and _'),
  contentName: z.string().regex(/^(\*|[a-z0-9_]+)$/, 'contentName is * or lower-case letters, digits and _'),
});
export const contentQuerySchema = z.object({
  page_size: z.coerce.number().int().min(1).max(100).default(100),
  preview: z.enum(['0', '1']).optional(),
});
export const contentEntrySchema = z.object({
  slug: z.string(),
  fields: z.record(z.string(), z.unknown()),
});
export const contentResponseSchema = z.object({ data: z.array(contentEntrySchema) });
export type ContentEntry = z.infer<typeof contentEntrySchema>;
export type ContentResponse = z.infer<typeof contentResponseSchema>;
