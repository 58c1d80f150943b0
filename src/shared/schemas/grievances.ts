import { z } from 'zod';
import { GRIEVANCE_STATUSES } from '../enums';
import { idParam, pageInput, text } from './common';

/** docs/product.md#grievances: an answer is due this many days after a grievance is raised. */
export const GRIEVANCE_ANSWER_DAYS = 90;
/** Admins are reminded this many days before a grievance falls due, if it is still open. */
export const GRIEVANCE_REMINDER_DAYS = 7;
/** Grievances one person may raise in 24 hours (then 429). */
export const GRIEVANCES_PER_DAY = 5;

export const GRIEVANCE_SUBJECT_MIN = 3;
export const GRIEVANCE_SUBJECT_MAX = 200;
export const GRIEVANCE_DETAILS_MIN = 10;
export const GRIEVANCE_DETAILS_MAX = 2000;
export const GRIEVANCE_RESPONSE_MAX = 5000;

export const GRIEVANCE_STATUS_LABELS: Record<(typeof GRIEVANCE_STATUSES)[number], string> = {
  open: 'Open',
  answered: 'Answered',
};

/** POST /api/privacy/grievances, and the Privacy page's form. */
export const createGrievanceInput = z.object({
  subject: text('Subject', { message: 'Subject is required' })
    .min(GRIEVANCE_SUBJECT_MIN, `Subject must be at least ${GRIEVANCE_SUBJECT_MIN} characters`)
    .max(GRIEVANCE_SUBJECT_MAX, `Subject must be at most ${GRIEVANCE_SUBJECT_MAX} characters`),
  details: text('Details', { lines: true, message: 'Details are required' })
    .min(GRIEVANCE_DETAILS_MIN, `Details must be at least ${GRIEVANCE_DETAILS_MIN} characters`)
    .max(GRIEVANCE_DETAILS_MAX, `Details must be at most 2,000 characters`),
});
export type CreateGrievanceInput = z.infer<typeof createGrievanceInput>;

/** The admin's answer form. */
export const answerGrievanceForm = z.object({
  response: text('Response', { lines: true, message: 'Response is required' })
    .min(1, 'Response is required')
    .max(GRIEVANCE_RESPONSE_MAX, `Response must be at most 5,000 characters`),
});

/** PUT /api/admin/grievances/{id}. */
export const answerGrievanceInput = answerGrievanceForm.extend({ id: idParam });
export type AnswerGrievanceInput = z.infer<typeof answerGrievanceInput>;

/** GET /api/admin/grievances. */
export const listGrievancesInput = z.object({
  status: z.enum(GRIEVANCE_STATUSES, { message: 'Status must be open or answered' }).optional(),
  ...pageInput,
});

export const grievanceOutput = z.object({
  id: z.string(),
  subject: z.string(),
  details: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  due_at: z.string(),
  response: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export type Grievance = z.infer<typeof grievanceOutput>;

/** The admin's row: the grievance with who raised it and who answered. */
export const adminGrievanceOutput = grievanceOutput.extend({
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  answered_by_name: z.string().nullable(),
});
export type AdminGrievance = z.infer<typeof adminGrievanceOutput>;
