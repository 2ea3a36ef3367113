import type { ColumnType } from 'kysely';

/** Kysely's view of the photo records (migrations/0073). Keep the two in step. */

export interface PhotosTable {
  image_id: string;
  source_type: 'image/jpeg' | 'image/png' | 'image/webp';
  source_bytes: number;
  source_width: number;
  source_height: number;
  widths: number[];
  formats: string[];
  uploaded_by: string;
  created_at: ColumnType<Date, Date | string, Date | string>;
}

export interface PhotoTables {
  photos: PhotosTable;
}
